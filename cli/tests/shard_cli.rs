//! `--shard I/N` on `run --waves` and `fuzz`: the parts, run one after
//! another, give the whole run's output (wave lines concatenated in order;
//! fuzz's passed counts adding up).

use std::path::PathBuf;
use std::process::{Command, Output};

fn gcnjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gcnjit"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn run_waves_shards_concatenate_to_the_whole() {
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("shard_waves.s");
    std::fs::write(&p, "s_mul_i32 s2, s0, 7\ns_add_u32 s3, s2, s0\ns_endpgm\n").unwrap();
    let p = p.to_str().unwrap();
    let base = [
        "run",
        p,
        "--waves",
        "101",
        "--wave-id-sgpr",
        "s0",
        "--threads",
        "2",
    ];
    let whole = gcnjit(&base);
    assert_eq!(whole.status.code(), Some(0));
    assert_eq!(stdout(&whole).lines().count(), 101);
    for n in 1..=4 {
        let mut cat = String::new();
        for i in 0..n {
            let shard = format!("{i}/{n}");
            let mut args = base.to_vec();
            args.extend(["--shard", &shard]);
            let out = gcnjit(&args);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            cat.push_str(&stdout(&out));
        }
        assert_eq!(cat, stdout(&whole), "{n} shards");
    }
}

#[test]
fn fuzz_shards_add_up_to_the_whole() {
    let passed = |args: &[&str]| -> u64 {
        let out = gcnjit(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let s = stdout(&out);
        let last = s.lines().last().unwrap().to_string();
        assert!(last.ends_with(" passed, 0 failed"), "{last}");
        last.split(' ').next().unwrap().parse().unwrap()
    };
    let base = ["fuzz", "--count", "90", "--seed", "7", "--threads", "2"];
    assert_eq!(passed(&base), 90);
    for n in 1..=4u64 {
        let total: u64 = (0..n)
            .map(|i| {
                let shard = format!("{i}/{n}");
                let mut args = base.to_vec();
                args.extend(["--shard", &shard]);
                let p = passed(&args);
                // Each part runs its share of the 90 programs.
                assert_eq!(p, 90 * (i + 1) / n - 90 * i / n);
                p
            })
            .sum();
        assert_eq!(total, 90);
    }
    let bad = gcnjit(&["fuzz", "--count", "9", "--shard", "4/4"]);
    assert_eq!(bad.status.code(), Some(2));
}
