//! Fat binaries (docs/code-objects.md, "Fat binaries"): clang offload
//! bundles, compressed (`CCOB`) bundles and host ELF files with a
//! `.hip_fatbin` section. The reference is clang-offload-bundler-15 (from
//! Debian's clang-tools-15): its `--list` gives the entry ids and its
//! `--unbundle` the bytes of each code object, which gcnjit's must equal.
//! `tests/fat_binary/k.hipfb` is hipcc's bundle of `k.hip` for gfx900 and
//! gfx906 (scripts/build-fat-fixture); librocrand.so.1 is Debian's
//! librocrand1 package, which .ci/run installs.

use gcnjit::code_object::bundle::{BundleError, Container, FatBinary};
use gcnjit::code_object::{CodeObject, Fault};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[path = "fat_binary/ccob.rs"]
mod ccob;
#[path = "fat_binary/tools.rs"]
mod tools;
use tools::tool;

const ROCRAND: &str = "/usr/lib/x86_64-linux-gnu/librocrand.so.1";

fn fixture() -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fat_binary/k.hipfb")).unwrap()
}

fn tmp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fat_binary.{name}"))
}

fn clang_list(bundle: &Path) -> BTreeSet<String> {
    tools::clang_list(bundle).into_iter().collect()
}

/// The bytes clang-offload-bundler-15 unbundles for entry `id`.
fn clang_unbundle(bundle: &Path, id: &str, name: &str) -> Vec<u8> {
    let out = tmp(name);
    tools::clang_unbundle(bundle, id, &out);
    std::fs::read(out).unwrap()
}

fn ids(f: &FatBinary) -> BTreeSet<String> {
    f.entries.iter().map(|e| e.id.clone()).collect()
}

#[test]
fn hipcc_bundle_matches_clang_offload_bundler() {
    let bytes = fixture();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fat_binary/k.hipfb");
    let f = FatBinary::parse(&bytes).unwrap();
    assert_eq!(f.container, Container::Bundle);
    assert_eq!(ids(&f), clang_list(&path));
    assert_eq!(f.target_list(), "gfx900, gfx906");
    for e in f.devices() {
        let theirs = clang_unbundle(&path, &e.id, &format!("k.{}.co", e.target_id()));
        assert_eq!(f.bytes(e), theirs.as_slice(), "{}", e.id);
    }
}

#[test]
fn the_target_chooses_the_unbundled_code_object() {
    let bytes = fixture();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fat_binary/k.hipfb");
    for (target, id) in [
        ("gfx906", "hipv4-amdgcn-amd-amdhsa--gfx906"),
        ("gfx900:xnack-", "hipv4-amdgcn-amd-amdhsa--gfx900"),
    ] {
        let theirs = clang_unbundle(&path, id, &format!("choose.{target}.co"));
        let want = CodeObject::parse(&theirs, "x.co").unwrap();
        let got = CodeObject::open(&bytes, "k.hipfb", Some(target)).unwrap();
        assert_eq!(got.file, format!("k.hipfb[{}]", &id[25..]));
        assert_eq!(got.processor, want.processor);
        assert_eq!(got.sections(), want.sections());
        assert_eq!(got.kernels(), want.kernels());
    }
    // A plain code object still loads as itself; its target must name its generation.
    let plain = clang_unbundle(&path, "hipv4-amdgcn-amd-amdhsa--gfx900", "plain.co");
    assert!(CodeObject::open(&plain, "p.co", Some("gfx9")).is_ok());
    let e = CodeObject::open(&plain, "p.co", Some("gfx803")).unwrap_err();
    assert!(matches!(e.fault, Fault::ArchMismatch { .. }), "{e}");
}

#[test]
fn rocrand_targets_and_code_objects_match_clang_offload_bundler() {
    let elf = std::fs::read(ROCRAND)
        .unwrap_or_else(|e| panic!("{ROCRAND}: {e} (.ci/run installs librocrand1)"));
    let f = FatBinary::parse(&elf).unwrap();
    assert_eq!(f.container, Container::HostElf);
    let section = tmp("rocrand.hip_fatbin");
    tools::dump_fatbin(Path::new(ROCRAND), &section, &tmp("rocrand.scratch"));
    assert_eq!(ids(&f), clang_list(&section));
    let targets = f.target_list();
    for t in [
        "gfx803",
        "gfx900:xnack-",
        "gfx906:xnack-",
        "gfx908:xnack-",
        "gfx90a:xnack+",
    ] {
        assert!(targets.split(", ").any(|x| x == t), "{t} not in {targets}");
    }
    let id = "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-";
    let theirs = clang_unbundle(&section, id, "rocrand.gfx900.co");
    let e = f.select(Some("gfx900")).unwrap();
    assert_eq!(e.id, id);
    assert_eq!(f.bytes(e), theirs.as_slice());
    // gfx90a has an xnack+ and an xnack- code object: the bare processor is ambiguous.
    match f.select(Some("gfx90a")) {
        Err(BundleError::Ambiguous { matches, .. }) => {
            assert_eq!(matches, "gfx90a:xnack+, gfx90a:xnack-")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        f.select(Some("gfx90a:xnack+")).unwrap().target_id(),
        "gfx90a:xnack+"
    );
    assert_eq!(f.select(Some("fiji")).unwrap().target_id(), "gfx803");
}

/// A compressed bundle of `inner` (docs/code-objects.md, "The compressed
/// bundle layout"), compressed by miniz_oxide (method 0, zlib) or ruzstd
/// (method 1, zstd).
fn ccob(version: u16, method: u16, inner: &[u8]) -> Vec<u8> {
    let data = match method {
        0 => miniz_oxide::deflate::compress_to_vec_zlib(inner, 6),
        _ => ruzstd::encoding::compress_to_vec(inner, ruzstd::encoding::CompressionLevel::Fastest),
    };
    let total = ccob::header_len(version) + data.len() as u64;
    let b = ccob::ccob(version, method, total, inner.len() as u64, &data);
    assert_eq!(b.len() as u64, total);
    b
}

#[test]
fn compressed_bundles_give_the_same_code_objects() {
    let plain = fixture();
    let want = FatBinary::parse(&plain).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fat_binary/k.hipfb");
    let gfx906 = clang_unbundle(&path, "hipv4-amdgcn-amd-amdhsa--gfx906", "ccob.gfx906.co");
    for (version, method) in [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1)] {
        let b = ccob(version, method, &plain);
        let f = FatBinary::parse(&b).unwrap();
        let c = f.bundles[0].compression.unwrap();
        assert_eq!(
            (c.version, c.uncompressed_size),
            (version, plain.len() as u64)
        );
        assert_eq!(ids(&f), ids(&want));
        let e = f.select(Some("gfx906")).unwrap();
        assert_eq!(f.bytes(e), gfx906.as_slice(), "v{version} method {method}");
        let co = CodeObject::open(&b, "k.ccob", Some("gfx906")).unwrap();
        assert_eq!(co.kernels().len(), 2);
    }
}

/// A host object (clang-14, x86-64) given a `.hip_fatbin` section by
/// llvm-objcopy-14 that holds a plain bundle, zero padding to 4096, then a
/// compressed one.
#[test]
fn host_elf_with_several_bundles() {
    let plain = fixture();
    let mut section = plain.clone();
    section.resize(plain.len().next_multiple_of(4096), 0);
    let second = section.len();
    section.extend(ccob(3, 1, &plain));
    let blob = tmp("several.blob");
    std::fs::write(&blob, &section).unwrap();
    let c = tmp("host.c");
    std::fs::write(&c, "int main(void) { return 0; }\n").unwrap();
    let host = tmp("host.o");
    tool(
        "clang-14",
        &["-c", c.to_str().unwrap(), "-o", host.to_str().unwrap()],
    );
    let fat = tmp("host-fat.o");
    tool(
        "llvm-objcopy-14",
        &[
            &format!("--add-section=.hip_fatbin={}", blob.display()),
            "--set-section-alignment=.hip_fatbin=4096",
            host.to_str().unwrap(),
            fat.to_str().unwrap(),
        ],
    );
    let elf = std::fs::read(&fat).unwrap();
    let f = FatBinary::parse(&elf).unwrap();
    assert_eq!(f.container, Container::HostElf);
    assert_eq!(f.bundles.len(), 2);
    assert_eq!(f.bundles[1].offset - f.bundles[0].offset, second as u64);
    assert_eq!(f.target_list(), "gfx900@0, gfx906@0, gfx900@1, gfx906@1");
    match f.select(Some("gfx900")) {
        Err(e @ BundleError::Ambiguous { .. }) => {
            assert!(e.to_string().contains("gfx900@0, gfx900@1"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let a = f.select(Some("gfx906@0")).unwrap();
    let b = f.select(Some("gfx906@1")).unwrap();
    assert_eq!(f.bytes(a), f.bytes(b));
    let co = CodeObject::open(&elf, "host-fat.o", Some("gfx906@1")).unwrap();
    assert_eq!(co.file, "host-fat.o[gfx906@1]");
}

#[test]
fn unknown_or_missing_target_lists_the_targets() {
    let bytes = fixture();
    let e = CodeObject::open(&bytes, "k.hipfb", Some("gfx803")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "k.hipfb: no code object for target `gfx803` (targets: gfx900, gfx906)"
    );
    let e = CodeObject::open(&bytes, "k.hipfb", None).unwrap_err();
    assert!(e.to_string().contains("(targets: gfx900, gfx906)"), "{e}");
    let e = CodeObject::open(&bytes, "k.hipfb", Some("gfx9")).unwrap_err();
    assert!(
        e.to_string()
            .contains("matches several code objects (gfx900, gfx906)"),
        "{e}"
    );
}

fn malformed_at(bytes: &[u8]) -> (u64, String) {
    match FatBinary::parse(bytes).unwrap_err() {
        BundleError::Malformed { offset, what } => (offset, what),
        other => panic!("{other}"),
    }
}

#[test]
fn truncated_bundles_are_errors_naming_the_offset() {
    let bytes = fixture();
    // The header: magic, count at 24, then entry 0 (offset, size, id length
    // at 32, 40, 48; its 25-byte id at 56), entry 1 at 81.
    assert_eq!(malformed_at(&bytes[..30]).0, 24);
    let (at, what) = malformed_at(&bytes[..60]);
    assert_eq!(at, 56, "{what}");
    assert!(what.contains("runs past the end"), "{what}");
    // 90 bytes: entry 0 (the host's, size 0 at 0x1000) now points past the end.
    let (at, what) = malformed_at(&bytes[..90]);
    assert_eq!(at, 32, "{what}");
    assert!(
        what.contains(
            "entry 0 (host-x86_64-unknown-linux): offset 0x1000 size 0x0 runs past the end"
        ),
        "{what}"
    );
    // With entry 0 pointing inside, the cut shows in entry 1's fields.
    let mut cut = bytes[..90].to_vec();
    cut[32..40].copy_from_slice(&0u64.to_le_bytes());
    let (at, what) = malformed_at(&cut);
    assert_eq!(at, 81, "{what}");
    assert!(what.contains("entry 1 truncated"), "{what}");
    // Cut inside the gfx906 code object: its range runs past the end.
    let (at, what) = malformed_at(&bytes[..bytes.len() - 1]);
    assert!(
        what.contains("gfx906") && what.contains("runs past the end"),
        "{at}: {what}"
    );
}

#[test]
fn bad_offsets_are_errors_naming_the_offset() {
    let bytes = fixture();
    // Entry 1 (gfx900) starts at 81: offset field there, size at 89.
    let mut b = bytes.clone();
    b[81..89].copy_from_slice(&(bytes.len() as u64).to_le_bytes());
    let (at, what) = malformed_at(&b);
    assert_eq!(at, 81);
    assert!(
        what.contains("entry 1 (hipv4-amdgcn-amd-amdhsa--gfx900)"),
        "{what}"
    );
    let mut b = bytes.clone();
    b[89..97].copy_from_slice(&u64::MAX.to_le_bytes());
    assert_eq!(malformed_at(&b).0, 81);
    // Onto the header.
    let mut b = bytes.clone();
    b[81..89].copy_from_slice(&16u64.to_le_bytes());
    let (at, what) = malformed_at(&b);
    assert_eq!(at, 81);
    assert!(what.contains("overlap the bundle header"), "{what}");
    // A huge entry count.
    let mut b = bytes.clone();
    b[24..32].copy_from_slice(&(1u64 << 40).to_le_bytes());
    assert_eq!(malformed_at(&b).0, 24);
}
