//! `gcnjit info`, `disasm`, `run` and `launch` on fat binaries
//! (docs/code-objects.md, "Fat binaries"; docs/cli.md). The code object a
//! `--target` chooses must give the same output as the one
//! clang-offload-bundler-15 unbundles for that target; bad input exits 2
//! with a message listing the targets. Needs clang-offload-bundler-15,
//! llvm-objcopy-14 and Debian's librocrand1 (.ci/run installs them).

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[path = "../../tests/fat_binary/tools.rs"]
mod tools;

const ROCRAND: &str = "/usr/lib/x86_64-linux-gnu/librocrand.so.1";
const BUNDLE: &str = "tests/fat_binary/k.hipfb";
/// A kernel of rocRAND's gfx900 code object.
const XORWOW_INIT: &str =
    "_ZN12rocrand_host6detailL19init_engines_kernelEPN14rocrand_device13xorwow_engineEjyy";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tmp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fat_binary_cli.{name}"))
}

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap()
}

fn unbundle(input: &str, id: &str, name: &str) -> PathBuf {
    let out = tmp(name);
    tools::clang_unbundle(&root().join(input), id, &out);
    out
}

fn rocrand_section() -> PathBuf {
    let out = tmp("rocrand.hip_fatbin");
    tools::dump_fatbin(Path::new(ROCRAND), &out, &tmp("rocrand.scratch"));
    out
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn json(o: &Output) -> Value {
    serde_json::from_str(&stdout(o)).unwrap()
}

/// Everything after the first line (which names the file).
fn body(text: &str) -> &str {
    text.split_once('\n').map_or("", |(_, rest)| rest)
}

#[test]
fn info_lists_the_targets_of_a_bundle() {
    let want = tools::clang_list(&root().join(BUNDLE));
    let v = json(&gcnjit(&["info", BUNDLE, "--json"]));
    assert_eq!(v["container"], "offload-bundle");
    assert_eq!(v["targets"], serde_json::json!(["gfx900", "gfx906"]));
    let mut ids: Vec<&str> = v["bundles"][0]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    ids.sort();
    assert_eq!(ids, want);
    let text = stdout(&gcnjit(&["info", BUNDLE]));
    assert!(
        text.starts_with(&format!(
            "{BUNDLE}: offload bundle file, 1 bundle(s), targets: gfx900, gfx906\n"
        )),
        "{text}"
    );
}

#[test]
fn info_with_a_target_describes_the_unbundled_code_object() {
    let co = unbundle(BUNDLE, "hipv4-amdgcn-amd-amdhsa--gfx906", "k.gfx906.co");
    let mut want = json(&gcnjit(&["info", co.to_str().unwrap(), "--json"]));
    let got = json(&gcnjit(&["info", BUNDLE, "--target", "gfx906", "--json"]));
    assert_eq!(got["file"], format!("{BUNDLE}[gfx906]"));
    want["file"] = got["file"].clone();
    assert_eq!(got, want);
}

#[test]
fn info_lists_rocrand_targets() {
    let section = rocrand_section();
    let listed = tools::clang_list(&section);
    let v = json(&gcnjit(&["info", ROCRAND, "--json"]));
    assert_eq!(v["container"], "host-elf");
    let targets: Vec<&str> = v["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    // Every amdgcn entry clang lists, by its target id.
    let mut want: Vec<&str> = listed
        .iter()
        .filter(|l| !l.starts_with("host-"))
        .map(|l| l.trim_start_matches("hipv4-amdgcn-amd-amdhsa--"))
        .collect();
    want.sort();
    let mut sorted = targets.clone();
    sorted.sort();
    assert_eq!(sorted, want);
    for t in ["gfx803", "gfx900:xnack-", "gfx906:xnack-"] {
        assert!(targets.contains(&t), "{t}: {targets:?}");
    }
    let text = stdout(&gcnjit(&["info", ROCRAND]));
    assert!(
        text.contains("targets: gfx1030, gfx803, gfx900:xnack-, gfx906:xnack-, "),
        "{text}"
    );
}

/// The text of one kernel: from its label to the next label at column 0.
fn kernel_text<'a>(disasm: &'a str, name: &str) -> &'a str {
    let start = disasm
        .find(&format!("\n{name}:\n"))
        .unwrap_or_else(|| panic!("no {name}"))
        + 1;
    let rest = &disasm[start..];
    let end = rest[1..].find("\n_Z").map_or(rest.len(), |e| e + 2);
    &rest[..end]
}

#[test]
fn disasm_of_rocrand_gfx900_matches_the_unbundled_object() {
    let section = rocrand_section();
    let co = unbundle(
        section.to_str().unwrap(),
        "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-",
        "rocrand.gfx900.co",
    );
    let want = stdout(&gcnjit(&["disasm", co.to_str().unwrap()]));
    let got = stdout(&gcnjit(&["disasm", ROCRAND, "--target", "gfx900"]));
    assert!(
        got.starts_with(&format!("// {ROCRAND}[gfx900:xnack-]: gfx900 (gfx9)")),
        "{}",
        &got[..200]
    );
    let k = kernel_text(&got, XORWOW_INIT);
    assert!(k.lines().count() > 20, "{k}");
    assert_eq!(k, kernel_text(&want, XORWOW_INIT));
    assert_eq!(body(&got), body(&want));
    // --arch is the same option.
    let again = stdout(&gcnjit(&["disasm", ROCRAND, "--arch", "gfx900:xnack-"]));
    assert_eq!(again, got);
}

#[test]
fn run_and_launch_check_the_chosen_code_object() {
    let co = unbundle(BUNDLE, "hipv4-amdgcn-amd-amdhsa--gfx900", "k.gfx900.co");
    let co = co.to_str().unwrap();
    for args in [
        &["run", "--check"][..],
        &["launch", "--check", "--kernel", "sum_squares"][..],
    ] {
        let want = gcnjit(&[args, &[co]].concat());
        let got = gcnjit(&[args, &[BUNDLE, "--target", "gfx900"]].concat());
        assert_eq!(got.status.code(), want.status.code(), "{args:?}");
        assert!(!got.stdout.is_empty(), "{args:?}");
        assert_eq!(got.stdout, want.stdout, "{args:?}");
    }
}

#[test]
fn missing_unknown_and_ambiguous_targets_exit_2_listing_the_targets() {
    for (args, msg) in [
        (
            &["disasm", BUNDLE][..],
            "a fat binary: choose a code object with --target (targets: gfx900, gfx906)",
        ),
        (
            &["disasm", BUNDLE, "--target", "gfx803"][..],
            "no code object for target `gfx803` (targets: gfx900, gfx906)",
        ),
        (
            &["run", BUNDLE, "--arch", "gfx9"][..],
            "target `gfx9` matches several code objects (gfx900, gfx906)",
        ),
        (
            &[
                "launch", BUNDLE, "--grid", "1", "--block", "1", "--target", "tahiti",
            ][..],
            "no code object for target `tahiti`",
        ),
        (
            &["info", ROCRAND, "--target", "gfx90a"][..],
            "matches several code objects (gfx90a:xnack+, gfx90a:xnack-)",
        ),
        (&["info", BUNDLE, "--target", "gfx1234"][..], "gfx1234"),
    ] {
        let o = gcnjit(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(msg), "{args:?}: {err}");
    }
}

#[test]
fn a_malformed_bundle_exits_2_naming_the_offset() {
    let mut b = std::fs::read(root().join(BUNDLE)).unwrap();
    b.truncate(90);
    let p = tmp("cut.hipfb");
    std::fs::write(&p, &b).unwrap();
    let o = gcnjit(&["info", p.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("offset 0x20: entry 0 (host-x86_64-unknown-linux): offset 0x1000 size 0x0 runs past the end"),
        "{err}"
    );
}

/// `launch --check` without `--kernel` checks every kernel of rocRAND's
/// gfx900 code object (80 kernels, as `info --target gfx900` lists them);
/// a launch without `--kernel` names a bounded number of them.
#[test]
fn launch_check_without_a_kernel_checks_every_kernel() {
    let out = gcnjit(&["launch", ROCRAND, "--target", "gfx900", "--check"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.lines().filter(|l| l.starts_with("kernel ")).count(),
        80
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("entry 0x")).count(),
        80
    );
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("80 kernels, ")
            && last.ends_with(" reaching instructions gcnjit does not execute"),
        "{last}"
    );
    // Exit 1 exactly when some kernel reaches one.
    let some = !last.starts_with("80 kernels, 0 ");
    assert_eq!(out.status.code(), Some(if some { 1 } else { 0 }));
    let run = gcnjit(&[
        "launch", ROCRAND, "--target", "gfx900", "--grid", "64", "--block", "64",
    ]);
    assert_eq!(run.status.code(), Some(2));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("the file has 80 kernels"), "{err}");
    assert!(err.contains("`gcnjit info` lists them all"), "{err}");
    assert!(err.len() < 2000, "{} bytes", err.len());
}
