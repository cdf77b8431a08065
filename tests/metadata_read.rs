//! The metadata reader (`src/code_object/meta.rs`) against llvm-readelf-14.
//!
//! The code objects under `tests/metadata/` were compiled by clang-14 (code
//! object v3 and v4), clang-15 with the device libraries (v4 and v5) and
//! hipcc (`scripts/gen-metadata-fixtures` rebuilds them bit for bit).
//! `llvm-readelf-14 --notes` prints each one's metadata as YAML; every key
//! and value it prints must be what gcnjit reads, and gcnjit must read
//! nothing it does not print. Broken notes must give errors, not panics.

use gcnjit::code_object::{CodeObject, Fault};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use yaml_rust2::{Yaml, YamlLoader};

fn fixtures() -> Vec<PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata");
    let mut v: Vec<PathBuf> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "o" || e == "co"))
        .collect();
    v.sort();
    v
}

/// The YAML documents llvm-readelf-14 prints for the metadata notes of
/// `paths` (one run for all: starting it costs more than reading a note).
fn readelf_yaml(paths: &[PathBuf]) -> Vec<Yaml> {
    let out = Command::new("llvm-readelf-14")
        .arg("--notes")
        .args(paths)
        .output()
        .expect("llvm-readelf-14 must be installed (.ci/run installs LLVM 14)");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // With one file there is no `File:` line; with more, one before each.
    let parts: Vec<&str> = if paths.len() == 1 {
        vec![&text]
    } else {
        text.split("\nFile: ").skip(1).collect()
    };
    assert_eq!(parts.len(), paths.len());
    parts
        .iter()
        .map(|part| {
            let start = part.find("\n        ---\n").expect("a metadata document") + 9;
            let end = part[start..].find("\n...\n").unwrap() + start;
            YamlLoader::load_from_str(&part[start..end + 1]).unwrap()[0].clone()
        })
        .collect()
}

/// YAML as JSON, keys without their leading dot (as `info --json` names them).
fn yaml_json(y: &Yaml) -> Value {
    match y {
        Yaml::Integer(i) => Value::from(*i),
        Yaml::String(s) => Value::from(s.clone()),
        Yaml::Boolean(b) => Value::from(*b),
        Yaml::Array(a) => Value::Array(a.iter().map(yaml_json).collect()),
        Yaml::Hash(h) => Value::Object(
            h.iter()
                .map(|(k, v)| {
                    let k = k.as_str().unwrap();
                    (k.strip_prefix('.').unwrap_or(k).to_string(), yaml_json(v))
                })
                .collect(),
        ),
        other => panic!("unexpected YAML value {other:?}"),
    }
}

/// gcnjit's JSON without what llvm-readelf cannot show: absent keys (null),
/// the derived `hidden` flag, empty `other` maps; unknown keys go back in.
fn strip(v: &Value) -> Value {
    match v {
        Value::Object(m) => {
            let mut out = Map::new();
            for (k, x) in m {
                if x.is_null() || k == "hidden" {
                    continue;
                }
                if k == "other" {
                    for (ok, ov) in x.as_object().unwrap() {
                        out.insert(ok.trim_start_matches('.').to_string(), ov.clone());
                    }
                    continue;
                }
                out.insert(k.clone(), strip(x));
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(strip).collect()),
        _ => v.clone(),
    }
}

/// gcnjit's reading of the objects at `paths` against llvm-readelf-14's.
fn compare(paths: &[PathBuf]) {
    for (path, y) in paths.iter().zip(readelf_yaml(paths)) {
        compare_one(path, &y);
    }
}

fn compare_one(path: &Path, y: &Yaml) {
    let co = CodeObject::parse(&std::fs::read(path).unwrap(), "f").unwrap();
    let ours = strip(&co.metadata().expect("a metadata note").to_json());
    let theirs = yaml_json(y);
    let t = theirs.as_object().unwrap();
    let o = ours.as_object().unwrap();
    let name = path.display();
    assert_eq!(o["kernels"], t["amdhsa.kernels"], "{name}: kernels");
    assert_eq!(o.get("version"), t.get("amdhsa.version"), "{name}");
    assert_eq!(o.get("target"), t.get("amdhsa.target"), "{name}");
    let printf = t
        .get("amdhsa.printf")
        .cloned()
        .unwrap_or(Value::Array(vec![]));
    assert_eq!(o["printf"], printf, "{name}");
    // Nothing else at the top level, on either side.
    let known = [
        "amdhsa.kernels",
        "amdhsa.version",
        "amdhsa.target",
        "amdhsa.printf",
    ];
    assert!(
        t.keys().all(|k| known.contains(&k.as_str())),
        "{name}: {t:?}"
    );
    let fields = ["version", "target", "printf", "kernels"];
    assert!(
        o.keys().all(|k| fields.contains(&k.as_str())),
        "{name}: {o:?}"
    );
    // Every descriptor has its metadata entry.
    for k in co.kernels() {
        let m = co.kernel_metadata(&k.name).unwrap();
        assert_eq!(m.symbol, format!("{}.kd", k.name));
        assert_eq!(
            m.kernarg_segment_size,
            Some(k.descriptor.kernarg_size as u64),
            "{name}: {}",
            k.name
        );
    }
}

#[test]
fn every_fixture_matches_llvm_readelf() {
    let files = fixtures();
    assert_eq!(files.len(), 5, "{files:?}");
    compare(&files);
}

/// Objects gcnjit assembles from compiler output (and a hand-written
/// document with printf formats and every argument key) read back as
/// llvm-readelf-14 reads them.
#[test]
fn assembled_notes_read_back() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/asm_files");
    let names = ["clang14", "clang15", "clang15_v5", "hipcc", "kernel_gfx9"];
    for n in names {
        let src = dir.join(format!("metadata_{n}.s"));
        let opts = gcnjit::asm::Options {
            arch: "gfx9".parse().unwrap(),
            cpu: Some("gfx900".into()),
            path: Some(src.clone()),
            ..Default::default()
        };
        let text = std::fs::read_to_string(&src).unwrap();
        let obj = gcnjit::asm::assemble_object(&text, &opts).unwrap();
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("meta-{n}.o"));
        std::fs::write(&out, gcnjit::asm::elf::write(&obj).unwrap()).unwrap();
        compare(&[out]);
    }
}

#[test]
fn hidden_kinds_and_versions_are_typed() {
    use gcnjit::code_object::ValueKind;
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata");
    let read = |f: &str| CodeObject::parse(&std::fs::read(d.join(f)).unwrap(), f).unwrap();
    let v5 = read("devlib-clang15-v5.co");
    let m = v5.metadata().unwrap();
    assert_eq!(m.version, Some(vec![1, 2]));
    let saxpy = m.kernel("saxpy").unwrap();
    assert_eq!(saxpy.args[0].value_kind, ValueKind::GlobalBuffer);
    assert_eq!(saxpy.args[2].value_kind, ValueKind::ByValue);
    assert_eq!(
        saxpy.args[3].value_kind,
        ValueKind::Hidden("block_count_x".into())
    );
    assert!(saxpy.args[3].value_kind.is_hidden());
    let v3 = read("scale-clang14-v3.o");
    assert_eq!(v3.metadata().unwrap().version, Some(vec![1, 0]));
    let lds = v3.kernel_metadata("lds_sum").unwrap();
    assert_eq!(lds.reqd_workgroup_size, Some(vec![64, 1, 1]));
    assert_eq!(lds.args[1].value_kind, ValueKind::DynamicSharedPointer);
    assert_eq!(lds.args[1].pointee_align, Some(1));
    assert_eq!(lds.args[0].is_restrict, Some(true));
}

/// The byte range of the metadata note's MessagePack in `bytes`.
fn desc_range(bytes: &[u8]) -> std::ops::Range<usize> {
    let i = bytes
        .windows(8)
        .position(|w| w == b"AMDGPU\0\0")
        .expect("the note's owner");
    let descsz = u32::from_le_bytes(bytes[i - 8..i - 4].try_into().unwrap()) as usize;
    i + 8..i + 8 + descsz
}

#[test]
fn broken_notes_are_errors_with_a_place() {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata");
    let good = std::fs::read(d.join("scale-clang14.o")).unwrap();
    let r = desc_range(&good);
    // A truncated map: its first byte says more entries than follow.
    let mut b = good.clone();
    b[r.start] = 0xdf; // map32
    b[r.start + 1..r.start + 5].copy_from_slice(&[0xff; 4]);
    let e = CodeObject::parse(&b, "x.o").unwrap_err();
    assert!(matches!(e.fault, Fault::Metadata(_)), "{e}");
    assert!(e.to_string().contains("offset 0x"), "{e}");
    // A string where an integer belongs names the key.
    let mut b = good.clone();
    let at = b[r.clone()]
        .windows(8)
        .position(|w| w == b".offset\0" || w.starts_with(b"\xa7.offset"))
        .unwrap()
        + r.start;
    b[at + 8] = 0xa0; // `.offset: ""` in place of the first value (a fixint)
    let e = CodeObject::parse(&b, "x.o").unwrap_err().to_string();
    assert!(e.contains("amdhsa.kernels[0].args[0].offset"), "{e}");
    // Any single corrupted byte: an error or a reading, never a panic.
    for i in r.clone() {
        for v in [0x00, 0xc1, 0xdd, 0xff] {
            let mut b = good.clone();
            b[i] = v;
            let _ = CodeObject::parse(&b, "x.o");
        }
    }
}

/// Keys the reader does not interpret are kept with their values (here the
/// note of the typing test file, whose bytes tests/asm_files.rs checks
/// against llvm-mc 14).
#[test]
fn unknown_keys_are_kept() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/asm_files/metadata_typing_gfx9.s");
    let opts = gcnjit::asm::Options {
        arch: "gfx9".parse().unwrap(),
        cpu: Some("gfx900".into()),
        ..Default::default()
    };
    let obj = gcnjit::asm::assemble_object(&std::fs::read_to_string(src).unwrap(), &opts).unwrap();
    let bytes = gcnjit::asm::elf::write(&obj).unwrap();
    let co = CodeObject::parse(&bytes, "typing.o").unwrap();
    let m = co.metadata().unwrap();
    assert_eq!(m.printf, ["1:1:4:%d\\n", "2:0:"]);
    let other: Map<String, Value> = m
        .other
        .iter()
        .map(|(k, v)| (k.clone(), gcnjit::code_object::meta::to_json(v)))
        .collect();
    assert_eq!(other["12"], "quoted key");
    assert_eq!(other["-1"], "negative key");
    assert_eq!(other["zq"], 1);
    assert_eq!(other["zr"], 16);
    assert_eq!(other["zu"], Value::Null);
    assert_eq!(other["a7"], serde_json::json!([]));
    assert_eq!(other["a9"], "hello\nworld\n");
    assert_eq!(other["dup"], 2);
    assert_eq!(other["b6"], -200);
}

/// The kernels scripts/build-kernels compiles (clang-14, clang-15 and hipcc
/// for gfx6-gfx9) read as llvm-readelf-14 reads them.
#[test]
fn every_built_kernel_matches_llvm_readelf() {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/obj");
    let files: Vec<PathBuf> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "co"))
        .collect();
    assert!(files.len() >= 100, "only {} code objects", files.len());
    compare(&files);
}
