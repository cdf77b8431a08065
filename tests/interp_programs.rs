//! Multi-instruction programs in tests/programs/*.s, with their expected final
//! registers in the `// expect:` header lines (`end=` is the run status) (derived by hand), run on every
//! generation their `// arch:` line names, through the library (every engine)
//! and through `gcnjit run --json`.
//!
//! The words come from the llvm-mc-assembled sidecars NAME.ARCH.hex
//! (tests/programs/gen-hex.sh). When the crate's assembler can load the `.s`
//! itself, its words must equal llvm-mc's.

mod common;
use gcnjit::engine::{self, Engine};
use gcnjit::state_json::{self, SetTarget};
use gcnjit::{Arch, Limits, Message, Program, Status, Wave};
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Default, Debug)]
struct Spec {
    name: String,
    arches: Vec<Arch>,
    sets: Vec<String>,
    /// `ADDR=HEX[:PAD]` (bytes, then PAD zero bytes) or `ADDR:SIZE`.
    mems: Vec<String>,
    status: String,
    steps: u64,
    pc: Option<u64>,
    regs: Vec<(String, u64)>,
    mem: Vec<(u64, Vec<u8>)>,
    msgs: Option<Vec<Message>>,
}

fn num(s: &str) -> u64 {
    state_json::parse_number(s).unwrap_or_else(|e| panic!("{e}"))
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

fn specs() -> Vec<Spec> {
    let mut v: Vec<_> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    v.sort();
    v.iter().map(|p| parse(p)).collect()
}

fn parse(path: &Path) -> Spec {
    let text = std::fs::read_to_string(path).unwrap();
    let mut s = Spec {
        name: path.file_stem().unwrap().to_string_lossy().into(),
        ..Default::default()
    };
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("// ") else {
            continue;
        };
        let Some((key, vals)) = rest.split_once(':') else {
            continue;
        };
        let items = vals.split_whitespace();
        match key {
            "arch" => s.arches = items.map(|a| a.parse().unwrap()).collect(),
            "set" => s.sets.extend(items.map(String::from)),
            "mem" => s.mems.extend(items.map(String::from)),
            "expect" => {
                for it in items {
                    let (k, v) = it.split_once('=').unwrap();
                    match k {
                        "end" => s.status = v.into(),
                        "steps" => s.steps = num(v),
                        "pc" => s.pc = Some(num(v)),
                        _ => s.regs.push((k.into(), num(v))),
                    }
                }
            }
            "expect-mem" => {
                for it in items {
                    let (a, h) = it.split_once('=').unwrap();
                    s.mem.push((num(a), state_json::decode_hex(h).unwrap()));
                }
            }
            "expect-msg" => {
                let m = items
                    .map(|it| {
                        let p: Vec<u64> = it.split(':').map(num).collect();
                        Message {
                            pc: p[0],
                            simm16: p[1] as u32,
                            m0: p[2] as u32,
                        }
                    })
                    .collect();
                s.msgs = Some(m);
            }
            _ => {}
        }
    }
    assert!(!s.arches.is_empty(), "{}: no arch line", s.name);
    assert!(!s.status.is_empty(), "{}: no expected status", s.name);
    s
}

/// The initial memory regions of a spec as (address, bytes).
fn regions(s: &Spec) -> Vec<(u64, Vec<u8>)> {
    s.mems
        .iter()
        .map(|m| {
            if let Some((a, rest)) = m.split_once('=') {
                let (h, pad) = rest.split_once(':').unwrap_or((rest, "0"));
                let mut b = state_json::decode_hex(h).unwrap();
                b.resize(b.len() + num(pad) as usize, 0);
                (num(a), b)
            } else {
                let (a, n) = m.split_once(':').unwrap();
                (num(a), vec![0; num(n) as usize])
            }
        })
        .collect()
}

fn initial(s: &Spec, arch: Arch) -> Wave {
    let mut w = Wave::new(arch);
    for (a, b) in regions(s) {
        w.mem.map(a, b).unwrap();
    }
    for set in &s.sets {
        state_json::apply_set(&mut w, set).unwrap();
    }
    w
}

fn load(s: &Spec, arch: Arch) -> Program {
    let hex = dir().join(format!("{}.{}.hex", s.name, arch.name()));
    let p = Program::load(hex.to_str().unwrap(), arch, 0).unwrap();
    let src = dir().join(format!("{}.s", s.name));
    match Program::load(src.to_str().unwrap(), arch, 0) {
        Ok(own) => assert_eq!(
            own.words, p.words,
            "{}: assembler differs from llvm-mc",
            s.name
        ),
        // Until the assembler exists, the llvm-mc words are the program.
        Err(e) if e.to_string().contains("not built yet") => {}
        Err(e) => panic!("{}: {e}", s.name),
    }
    p
}

fn read(w: &Wave, name: &str) -> u64 {
    let st = &w.state;
    match state_json::parse_reg(st.arch, name).unwrap() {
        SetTarget::Reg { code, dwords: 1 } => st.sgpr[code as usize] as u64,
        SetTarget::Reg { code, .. } => st.read64(code),
        SetTarget::Scc => st.scc as u64,
        SetTarget::Pc => st.pc,
        SetTarget::Tba => st.tba(),
        SetTarget::Tma => st.tma(),
        SetTarget::Hwreg(2) => st.status() as u64,
        SetTarget::Hwreg(id) => st.hwreg[id] as u64,
        // `v3` is lane 0 of v3, `v3[5]` lane 5.
        SetTarget::Vgpr { reg, lane } => {
            w.vgpr.get(reg as usize, lane.unwrap_or(0) as usize) as u64
        }
    }
}

fn check(s: &Spec, p: &Program, arch: Arch, status: &Status, steps: u64, w: &Wave, how: &str) {
    let ctx = format!("{} on {arch} ({how})", s.name);
    assert_eq!(status.name(), s.status, "{ctx}: {status:?}");
    assert_eq!(steps, s.steps, "{ctx}: steps");
    assert_eq!(w.state.pc, s.pc.unwrap_or(p.end() - 4), "{ctx}: pc");
    for (r, v) in &s.regs {
        assert_eq!(read(w, r), *v, "{ctx}: {r}");
    }
    let init = initial(s, arch);
    if s.mem.is_empty() {
        assert_eq!(w.mem, init.mem, "{ctx}: memory changed");
    }
    for (a, bytes) in &s.mem {
        let r = w.mem.regions.iter().find(|r| r.addr == *a).unwrap();
        assert_eq!(&r.data[..], &bytes[..], "{ctx}: memory at {a:#x}");
    }
    assert_eq!(
        w.messages,
        s.msgs.clone().unwrap_or_default(),
        "{ctx}: messages"
    );
}

/// Runs `s` on `e`; a JIT engine must also end exactly like the interpreter
/// (outcome and whole final wave), beyond the registers the spec names.
fn run_spec(s: &Spec, p: &Program, arch: Arch, e: Engine) {
    let mut w = initial(s, arch);
    let out = engine::run(e, p, &mut w, &Limits::default());
    check(s, p, arch, &out.status, out.steps, &w, &format!("{e:?}"));
    if e != Engine::Interp {
        let mut iw = initial(s, arch);
        let iout = engine::run(Engine::Interp, p, &mut iw, &Limits::default());
        assert_eq!(out, iout, "{}: {e:?} outcome", s.name);
        assert_eq!(w, iw, "{}: {e:?} final wave", s.name);
    }
}

fn library(arch: Arch, e: Engine) {
    let mut ran = 0;
    for s in specs().iter().filter(|s| s.arches.contains(&arch)) {
        run_spec(s, &load(s, arch), arch, e);
        ran += 1;
    }
    assert!(ran >= 10, "only {ran} programs for {arch}");
}

/// The `.text` words of `src` as llvm-mc assembles it for `arch`.
fn llvm_mc_words(src: &Path, arch: Arch) -> Vec<u32> {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let stem = src.file_stem().unwrap().to_string_lossy();
    // Tests of several engines assemble the same example at once.
    static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tag = format!("{stem}-{}-{}-{n}", arch.name(), std::process::id());
    let obj = tmp.join(format!("{tag}.o"));
    let bin = tmp.join(format!("{tag}.bin"));
    let ok = Command::new("llvm-mc")
        .args([
            "-arch=amdgcn",
            &format!("-mcpu={}", arch.llvm_cpu()),
            "-filetype=obj",
        ])
        .arg(src)
        .arg("-o")
        .arg(&obj)
        .status()
        .expect("llvm-mc is needed to assemble the examples")
        .success();
    assert!(ok, "llvm-mc failed on {}", src.display());
    let ok = Command::new("llvm-objcopy")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .expect("llvm-objcopy is needed")
        .success();
    assert!(ok);
    std::fs::read(&bin)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The bundled examples/*.s run as their headers say, on every arch they name.
fn examples(arch: Arch, e: Engine) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "s") {
            continue;
        }
        let s = parse(&path);
        if !s.arches.contains(&arch) {
            continue;
        }
        let p = Program::new(arch, 0, llvm_mc_words(&path, arch));
        run_spec(&s, &p, arch, e);
        n += 1;
    }
    assert!(n >= 4);
}

matrix!(bundled_examples, all, |a, e| examples(a, e));

fn cli(arch: Arch) {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for s in specs().iter().filter(|s| s.arches.contains(&arch)) {
        let p = load(s, arch);
        let hex = dir().join(format!("{}.{}.hex", s.name, arch.name()));
        let mut cmd = Command::new(common::gcnjit_bin());
        cmd.arg("run")
            .arg(&hex)
            .args(["--arch", arch.name(), "--json"]);
        for set in &s.sets {
            cmd.args(["--set", set]);
        }
        for (i, (a, b)) in regions(s).iter().enumerate() {
            let f = tmp.join(format!("{}-{}-{i}.bin", s.name, arch.name()));
            std::fs::write(&f, b).unwrap();
            cmd.arg("--mem").arg(format!("{a:#x}={}", f.display()));
        }
        let out = cmd.output().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!("{}: {e}: {}", s.name, String::from_utf8_lossy(&out.stderr))
        });
        let want_code = if s.status == "error" { 1 } else { 0 };
        assert_eq!(out.status.code(), Some(want_code), "{}", s.name);
        let mut w = Wave::new(arch);
        state_json::apply_value(&mut w, &v).unwrap();
        w.messages = v["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| Message {
                pc: m["pc"].as_u64().unwrap(),
                simm16: m["simm16"].as_u64().unwrap() as u32,
                m0: m["m0"].as_u64().unwrap() as u32,
            })
            .collect();
        let status = match v["status"].as_str().unwrap() {
            "endpgm" => Status::Endpgm,
            "halted" => Status::Halted,
            other => panic!("{}: status {other}", s.name),
        };
        check(
            s,
            &p,
            arch,
            &status,
            v["steps"].as_u64().unwrap(),
            &w,
            "cli",
        );
    }
}

matrix!(programs, all, |a, e| library(a, e));

#[test]
fn programs_cli_gfx6() {
    cli(Arch::Gfx6)
}
#[test]
fn programs_cli_gfx7() {
    cli(Arch::Gfx7)
}
#[test]
fn programs_cli_gfx8() {
    cli(Arch::Gfx8)
}
#[test]
fn programs_cli_gfx9() {
    cli(Arch::Gfx9)
}
