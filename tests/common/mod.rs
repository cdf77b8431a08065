//! Shared test support: the engine list, the per-(arch, engine) test matrix, and a
//! small builder for single-instruction cases whose expected values are written
//! out by hand.
#![allow(dead_code)]

use gcnjit::engine::{self, Engine};
use gcnjit::isa::{encode_all, Arch, Instruction, Opcode};
use gcnjit::{ErrorKind, Limits, Outcome, Program, Status, Wave};

/// Every engine the instruction tests run on. Adding an engine here (and a line
/// in `matrix!`) runs the whole matrix on it.
pub const ENGINES: &[Engine] = &[
    Engine::Interp,
    Engine::Jit { threshold: 0 },
    Engine::JIT,
    Engine::JIT_SPEED,
    JIT_NONE,
];

/// Cranelift's first tier alone (`opt_level=none`, no tier-up): on x86-64
/// hosts `Jit { threshold: 0 }` runs the baseline tier instead.
pub const JIT_NONE: Engine = Engine::JitTiers {
    threshold: 0,
    opt_level: gcnjit::jit::OptLevel::None,
    tier_up: 0,
};

/// `matrix!(name, ARCHES, |arch, engine| { ... })` expands to one `#[test]` per
/// (arch, engine): `name::Gfx9::interp` and so on. ARCHES is `all`, `gfx8plus`,
/// `gfx9`, `gfx67` or a list like `[Gfx6, Gfx9]`.
#[macro_export]
macro_rules! matrix {
    ($name:ident, all, $f:expr) => { $crate::matrix!($name, [Gfx6, Gfx7, Gfx8, Gfx9], $f); };
    ($name:ident, gfx8plus, $f:expr) => { $crate::matrix!($name, [Gfx8, Gfx9], $f); };
    ($name:ident, gfx9, $f:expr) => { $crate::matrix!($name, [Gfx9], $f); };
    ($name:ident, gfx67, $f:expr) => { $crate::matrix!($name, [Gfx6, Gfx7], $f); };
    ($name:ident, [$($arch:ident),+], $f:expr) => {
        #[allow(non_snake_case)]
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(
                mod $arch {
                    #[allow(unused_imports)]
                    use super::*;
                    // One test per engine; the engine list lives here and in ENGINES.
                    #[test]
                    fn interp() {
                        let f: fn(gcnjit::Arch, gcnjit::engine::Engine) = $f;
                        f(gcnjit::Arch::$arch, gcnjit::engine::Engine::Interp)
                    }
                    #[test]
                    fn jit0() {
                        let f: fn(gcnjit::Arch, gcnjit::engine::Engine) = $f;
                        f(gcnjit::Arch::$arch, gcnjit::engine::Engine::Jit { threshold: 0 })
                    }
                    #[test]
                    fn jit() {
                        let f: fn(gcnjit::Arch, gcnjit::engine::Engine) = $f;
                        f(gcnjit::Arch::$arch, gcnjit::engine::Engine::JIT)
                    }
                    #[test]
                    fn jit_speed() {
                        let f: fn(gcnjit::Arch, gcnjit::engine::Engine) = $f;
                        f(gcnjit::Arch::$arch, gcnjit::engine::Engine::JIT_SPEED)
                    }
                    #[test]
                    fn jit_none() {
                        let f: fn(gcnjit::Arch, gcnjit::engine::Engine) = $f;
                        let none = gcnjit::engine::Engine::JitTiers {
                            threshold: 0,
                            opt_level: gcnjit::jit::OptLevel::None,
                            tier_up: 0,
                        };
                        f(gcnjit::Arch::$arch, none)
                    }
                }
            )+
        }
    };
}

/// An instruction with the given fields; `literal` is attached when any operand is 255.
pub fn inst(a: Arch, op: Opcode, d: u8, s0: u8, s1: u8) -> Instruction {
    assert!(
        op.number(a).is_some(),
        "{} does not exist on {a}",
        op.mnemonic()
    );
    let mut i = Instruction::new(a, op);
    (i.sdst, i.ssrc0, i.ssrc1) = (d, s0, s1);
    i.fix_literal_flag();
    i
}

pub fn sop2(a: Arch, op: Opcode, d: u8, s0: u8, s1: u8) -> Instruction {
    inst(a, op, d, s0, s1)
}
pub fn sop1(a: Arch, op: Opcode, d: u8, s0: u8) -> Instruction {
    inst(a, op, d, s0, 0)
}
pub fn sopc(a: Arch, op: Opcode, s0: u8, s1: u8) -> Instruction {
    inst(a, op, 0, s0, s1)
}
pub fn sopk(a: Arch, op: Opcode, d: u8, k: u16) -> Instruction {
    let mut i = inst(a, op, d, 0, 0);
    i.simm16 = k;
    i.fix_literal_flag();
    i
}
pub fn sopp(a: Arch, op: Opcode, k: i16) -> Instruction {
    let mut i = inst(a, op, 0, 0, 0);
    i.simm16 = k as u16;
    i
}
/// Attaches a literal dword (use operand code 255 for the source).
pub fn lit(mut i: Instruction, v: u32) -> Instruction {
    i.literal = v;
    i.fix_literal_flag();
    i
}

/// Inline constant code of a small integer (0..=64, -16..=-1).
pub fn ic(v: i32) -> u8 {
    match v {
        0..=64 => 128 + v as u8,
        -16..=-1 => (192 - v) as u8,
        _ => panic!("{v} is not an inline integer"),
    }
}

pub const VCC: u8 = 106;
pub const M0: u8 = 124;
pub const EXEC: u8 = 126;
pub const SCC_SRC: u8 = 253;
pub const VCCZ_SRC: u8 = 251;
pub const EXECZ_SRC: u8 = 252;
pub const LIT: u8 = 255;

pub fn program(a: Arch, insts: &[Instruction]) -> Program {
    Program::new(a, 0, encode_all(insts).expect("encodable"))
}

/// A case: an initial wave, instructions (an `s_endpgm` is appended), and the
/// expected final wave, which starts as a copy of the initial one and is edited
/// by the `want*` methods.
pub struct Case {
    pub arch: Arch,
    pub engine: Engine,
    pub init: Wave,
    pub want: Wave,
    pub insts: Vec<Instruction>,
}

impl Case {
    pub fn new(arch: Arch, engine: Engine) -> Self {
        let w = Wave::new(arch);
        Case {
            arch,
            engine,
            init: w.clone(),
            want: w,
            insts: Vec::new(),
        }
    }
    /// Sets a 32-bit register in the initial (and so the expected) state.
    pub fn s(mut self, c: u8, v: u32) -> Self {
        self.init.state.sgpr[c as usize] = v;
        self.want.state.sgpr[c as usize] = v;
        self
    }
    pub fn s64(mut self, c: u8, v: u64) -> Self {
        self.init.state.write64(c, v);
        self.want.state.write64(c, v);
        self
    }
    pub fn scc(mut self, v: u32) -> Self {
        self.init.state.scc = v;
        self.want.state.scc = v;
        self
    }
    pub fn hw(mut self, id: usize, v: u32) -> Self {
        self.init.state.hwreg[id] = v;
        self.want.state.hwreg[id] = v;
        self
    }
    pub fn init(mut self, f: impl Fn(&mut Wave)) -> Self {
        f(&mut self.init);
        f(&mut self.want);
        self
    }
    pub fn i(mut self, i: Instruction) -> Self {
        self.insts.push(i);
        self
    }
    pub fn want_s(mut self, c: u8, v: u32) -> Self {
        self.want.state.sgpr[c as usize] = v;
        self
    }
    pub fn want_s64(mut self, c: u8, v: u64) -> Self {
        self.want.state.write64(c, v);
        self
    }
    pub fn want_scc(mut self, v: u32) -> Self {
        self.want.state.scc = v;
        self
    }
    pub fn want_hw(mut self, id: usize, v: u32) -> Self {
        self.want.state.hwreg[id] = v;
        self
    }
    pub fn want(mut self, f: impl Fn(&mut Wave)) -> Self {
        f(&mut self.want);
        self
    }

    /// Runs the case on its engine; a JIT engine must also agree with the
    /// interpreter on the whole outcome and the whole final wave.
    fn run(&self, p: &Program) -> (Wave, Outcome) {
        let mut w = self.init.clone();
        let out = engine::run(self.engine, p, &mut w, &Limits::default());
        if self.engine != Engine::Interp {
            let mut iw = self.init.clone();
            let iout = engine::run(Engine::Interp, p, &mut iw, &Limits::default());
            assert_eq!(
                out, iout,
                "{:?} and the interpreter end differently",
                self.engine
            );
            assert_eq!(
                w, iw,
                "{:?} and the interpreter leave different waves",
                self.engine
            );
        }
        (w, out)
    }

    fn build(&self) -> (Program, u64) {
        let mut v = self.insts.clone();
        let end: u64 = v.iter().map(|i| i.len_bytes()).sum();
        v.push(Instruction::new(self.arch, Opcode::S_ENDPGM));
        (program(self.arch, &v), end)
    }

    /// Runs straight through: every instruction completes, then `s_endpgm`.
    pub fn check(self) {
        let n = self.insts.len() as u64;
        self.check_steps(n + 1);
    }

    /// Runs and expects `s_endpgm` after `steps` completed instructions.
    pub fn check_steps(mut self, steps: u64) {
        let (p, end) = self.build();
        let (w, out) = self.run(&p);
        assert_eq!(out.status, Status::Endpgm, "{:?}", out);
        assert_eq!(out.steps, steps);
        self.want.state.pc = end;
        assert_eq!(w.state, self.want.state);
        assert_eq!(w.mem, self.want.mem);
        assert_eq!(w.messages, self.want.messages);
        // The single-step path agrees with the run loop.
        let mut s = self.init.clone();
        let mut k = 0;
        let st = loop {
            match gcnjit::interp::step(&p, &mut s, k) {
                None => k += 1,
                Some(st) => break st,
            }
        };
        assert_eq!(st, Status::Endpgm);
        assert_eq!(s, w);
    }

    /// Expects a fault of `kind` at byte address `pc` after `steps` completed
    /// instructions; the state must equal the expected one except for the PC.
    pub fn check_fault(mut self, kind: ErrorKind, pc: u64, steps: u64) {
        let (p, _) = self.build();
        let (w, out) = self.run(&p);
        match &out.status {
            Status::Error(e) => {
                assert_eq!((e.kind, e.pc), (kind, pc), "{}", e.message);
            }
            s => panic!("expected a {kind:?} fault, got {s:?}"),
        }
        assert_eq!(out.steps, steps);
        self.want.state.pc = pc;
        assert_eq!(w.state, self.want.state);
        assert_eq!(w.mem, self.want.mem);
    }

    /// Expects the run to end with `status` at `pc` after `steps` instructions.
    pub fn check_end(mut self, status: Status, pc: u64, steps: u64) {
        let (p, _) = self.build();
        let (w, out) = self.run(&p);
        assert_eq!(out.status, status);
        assert_eq!(out.steps, steps);
        self.want.state.pc = pc;
        assert_eq!(w.state, self.want.state);
        assert_eq!(w.mem, self.want.mem);
        assert_eq!(w.messages, self.want.messages);
    }
}

/// Integer square root of s4 (bit by bit), the isqrt kernel's loop: the inner
/// `s_cbranch_scc0 skip` jumps over two instructions (a triangle that is
/// if-converted), and `skip` branches back to `step` (a chain that the
/// optimized tier unrolls).
pub const ISQRT: &str = "
    s_mov_b32 s5, 0
    s_mov_b32 s6, 0x40000000
step:
    s_add_u32 s7, s5, s6
    s_lshr_b32 s5, s5, 1
    s_cmp_ge_u32 s4, s7
    s_cbranch_scc0 skip
    s_sub_u32 s4, s4, s7
    s_add_u32 s5, s5, s6
skip:
    s_lshr_b32 s6, s6, 2
    s_cmp_lg_u32 s6, 0
    s_cbranch_scc1 step
    s_endpgm
";

/// A JIT that compiles every region on first entry in the optimized tier
/// (whose code the CLIF tests inspect), with the Cranelift verifier on and
/// each region's CLIF kept.
pub fn eager_jit(p: &Program) -> gcnjit::jit::Jit {
    gcnjit::jit::Jit::new(
        p,
        gcnjit::jit::JitOptions {
            threshold: 0,
            opt_level: gcnjit::jit::OptLevel::Speed,
            verify: true,
            keep_clif: true,
            ..gcnjit::jit::JitOptions::default()
        },
    )
    .expect("host JIT")
}

/// The CLIF text of every region `j` compiled.
pub fn clif(j: &gcnjit::jit::Jit) -> String {
    j.clif().into_iter().map(|(_, t)| t).collect()
}

/// Runs `p` from `start` under every step limit from 0 to one past the
/// interpreter's total (at most `cap` limits), on the interpreter and on a
/// fresh eager JIT, and asserts the same outcome and final wave each time.
/// Returns the interpreter's unlimited outcome and wave.
pub fn assert_limits_match(p: &Program, start: &Wave, cap: u64) -> (Outcome, Wave) {
    let mut iw = start.clone();
    let io = gcnjit::interp::run(p, &mut iw, &Limits::default());
    for max in 0..(io.steps + 2).min(cap) {
        let limits = Limits { max_steps: max };
        let (mut a, mut b) = (start.clone(), start.clone());
        let oa = gcnjit::interp::run(p, &mut a, &limits);
        let ob = eager_jit(p).run(&mut b, &limits);
        assert_eq!((&oa, &a), (&ob, &b), "max_steps {max}");
    }
    (io, iw)
}

/// Assembles `src` for gfx9, checks the JIT against the interpreter at every
/// step limit below `cap` ([`assert_limits_match`]), then runs it unlimited on
/// a fresh eager JIT, which must end as the interpreter did. Returns that run.
pub fn run_checked(src: &str, start: &Wave, cap: u64) -> (Outcome, Wave, gcnjit::jit::Jit) {
    let p = Program::from_asm(Arch::Gfx9, src, 0).unwrap();
    let (io, iw) = assert_limits_match(&p, start, cap);
    let j = eager_jit(&p);
    let mut w = start.clone();
    let o = j.run(&mut w, &Limits::default());
    assert_eq!((&o, &w), (&io, &iw));
    (o, w, j)
}

/// The `gcnjit` binary of the `cli` package, built by the same `cargo test` run
/// from the workspace root (it sits beside this test's own directory in
/// `target/<profile>/`). The library's tests reach the command line only here.
pub fn gcnjit_bin() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let profile_dir = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("target/<profile>");
    let bin = profile_dir.join(format!("gcnjit{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.exists(),
        "{} is missing: run the tests from the workspace root (`cargo test --release`), which builds the cli package too",
        bin.display()
    );
    bin
}
