//! The opcode table against behaviour, and docs/ops.md against the table.
//!
//! SCC flags: every opcode of every generation runs on random register states
//! twice, once with SCC = 0 and once with SCC = 1, on the interpreter and on
//! the JIT (threshold 0). An opcode without `WS` must leave SCC as it found it;
//! an opcode without `RS` must end in the same state and the same outcome from
//! both starts (SCC aside when both runs left it as they found it).

use gcnjit::difftest::Rng;
use gcnjit::engine::{self, Engine};
use gcnjit::isa::operand::code;
use gcnjit::isa::{encode_all, matrix, Format, Imm, Instruction};
use gcnjit::state::hwreg;
use gcnjit::{Arch, Limits, Opcode, Outcome, Program, Wave};

/// Sources that never name SCC itself (code 253), so a dependence on SCC can
/// only come from the instruction.
const SRCS: [u8; 12] = [0, 3, 4, 8, 20, 106, 124, 126, 128, 129, 193, 255];
const DSTS: [u8; 6] = [0, 4, 10, 20, 106, 124];

fn instruction(arch: Arch, op: Opcode, rng: &mut Rng, trial: usize) -> Instruction {
    let sig = op.sig();
    let mut inst = Instruction::new(arch, op);
    inst.sdst = DSTS[(trial + rng.next_u32() as usize) % DSTS.len()];
    inst.ssrc0 = SRCS[rng.next_u32() as usize % SRCS.len()];
    inst.ssrc1 = SRCS[rng.next_u32() as usize % SRCS.len()];
    let pair = |c: u8| if c < 128 { c & !1 } else { c };
    if sig.dst == 2 {
        inst.sdst = pair(inst.sdst);
    }
    if sig.src0 == 2 {
        inst.ssrc0 = pair(inst.ssrc0);
    }
    if sig.src1 == 2 {
        inst.ssrc1 = pair(inst.ssrc1);
    }
    inst.literal = rng.next_u32();
    inst.simm16 = match sig.imm {
        // Skip the next word when taken: taken and not taken end apart.
        Imm::Label => 1,
        // Every third trial reads or writes STATUS, which holds SCC.
        Imm::HwregGet | Imm::HwregSet | Imm::HwregImm32 if trial.is_multiple_of(3) => {
            hwreg::STATUS as u16 | (31 << 11)
        }
        _ => rng.next_u32() as u16,
    };
    if op.format() == Format::Smem {
        inst.sdst = [0, 8, 16][trial % 3];
        inst.ssrc0 = [2, 4, 6][trial % 3];
    }
    inst.fix_literal_flag();
    inst
}

/// The wave after running `p` from `start` with SCC = `scc` on `engine`.
fn run(p: &Program, start: &Wave, scc: u32, engine: Engine) -> (Outcome, Wave) {
    let mut w = start.clone();
    w.state.scc = scc;
    let lim = Limits { max_steps: 16 };
    let o = engine::run(engine, p, &mut w, &lim);
    (o, w)
}

#[test]
fn scc_changes_and_reads_match_the_table_flags() {
    let mut rng = Rng::new(0x2545_F491_4F6C_DD1D);
    let mut runs = 0;
    let mut wrong: Vec<String> = Vec::new();
    for arch in Arch::ALL {
        for &op in Opcode::ALL {
            if op.number(arch).is_none() {
                continue;
            }
            let info = op.info();
            for trial in 0..12 {
                let inst = instruction(arch, op, &mut rng, trial);
                let end = Instruction::new(arch, Opcode::S_ENDPGM);
                let Ok(words) = encode_all(&[inst, end, end]) else {
                    continue;
                };
                let p = Program::new(arch, 0x100, words);
                let mut w = Wave::new(arch);
                for r in 0..128 {
                    w.state.sgpr[r] = rng.next_u32();
                }
                w.state.sgpr[code::M0 as usize] = rng.next_u32() % 8;
                if trial.is_multiple_of(2) {
                    w.state.hwreg[hwreg::STATUS] |= hwreg::STATUS_PRIV;
                }
                w.mem.map(0, vec![0x5A; 4096]).unwrap();
                w.state.pc = 0x100;
                for engine in [Engine::Interp, Engine::Jit { threshold: 0 }] {
                    let (o0, w0) = run(&p, &w, 0, engine);
                    let (o1, w1) = run(&p, &w, 1, engine);
                    runs += 2;
                    let what = format!("{arch} {engine:?} `{inst}`");
                    if !info.writes_scc() && (w0.state.scc != 0 || w1.state.scc != 1) {
                        wrong.push(format!("{what}: changes SCC without WS"));
                    }
                    if !info.reads_scc() {
                        let (mut s0, s1) = (w0.state.clone(), w1.state.clone());
                        // SCC kept its start in both runs (not written this time,
                        // or a fault before the instruction): compare the rest.
                        if s0.scc == 0 && s1.scc == 1 {
                            s0.scc = s1.scc;
                            let bit = hwreg::STATUS_SCC;
                            s0.hwreg[hwreg::STATUS] =
                                (s0.hwreg[hwreg::STATUS] & !bit) | (s1.hwreg[hwreg::STATUS] & bit);
                        }
                        if o0 != o1 || s0 != s1 || w0.mem != w1.mem || w0.messages != w1.messages {
                            wrong.push(format!("{what}: depends on SCC without RS"));
                        }
                    }
                }
            }
        }
    }
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(runs > 10_000, "{runs}");
}

#[test]
fn ops_json_covers_every_opcode_of_every_generation() {
    let rows = matrix::rows(None);
    for arch in Arch::ALL {
        for &op in Opcode::ALL {
            let n = rows
                .iter()
                .filter(|r| r.arch == arch.name() && r.mnemonic == op.mnemonic())
                .count();
            // One mnemonic may have several rows on disjoint generations
            // (`V_ADD_U32` and `V_ADD_U32__GFX9`): one line per generation;
            // rows of some processors only (`v_fma_mix_f32`) are listed too.
            let want = Opcode::ALL
                .iter()
                .any(|o| o.mnemonic() == op.mnemonic() && o.number(arch).is_some())
                as usize;
            assert_eq!(n, want, "{arch} {op:?}");
        }
    }
    // Hand-checked encodings (AMD manuals: SOP2 10b, SOP1 101111101b,
    // SMRD 11000b, SMEM 110000b).
    let find = |a: Arch, m: &str| {
        rows.iter()
            .find(|r| r.arch == a.name() && r.mnemonic == m)
            .unwrap()
            .clone()
    };
    assert_eq!(find(Arch::Gfx9, "s_add_u32").encoding, "0x80000000");
    assert_eq!(find(Arch::Gfx8, "s_mov_b32").encoding, "0xbe800000");
    assert_eq!(find(Arch::Gfx6, "s_mov_b32").encoding, "0xbe800300");
    assert_eq!(find(Arch::Gfx6, "s_load_dwordx2").format, "SMRD");
    assert_eq!(find(Arch::Gfx9, "s_load_dwordx2").format, "SMEM");
    assert_eq!(find(Arch::Gfx9, "s_sendmsg").jit, "region-exit");
    assert_eq!(find(Arch::Gfx9, "s_setreg_b32").jit, "in-place");
    assert_eq!(find(Arch::Gfx9, "s_max_i32").choices, ["§9.1"]);
    // Processor-feature rows name their processors (llvm-mc 14 takes
    // v_dot2_f32_f16 for gfx906, gfx908 and gfx90a only; v_mad_mix_f32 for
    // gfx900, gfx902, gfx909 and gfx90c).
    assert_eq!(
        find(Arch::Gfx9, "v_dot2_f32_f16").feature.as_deref(),
        Some("dot7-insts: gfx906, gfx908, gfx90a")
    );
    assert_eq!(
        find(Arch::Gfx9, "v_mad_mix_f32").feature.as_deref(),
        Some("mad-mix-insts: gfx900, gfx902, gfx909, gfx90c")
    );
    assert_eq!(find(Arch::Gfx9, "v_add_f32").feature, None);
}

#[test]
fn docs_ops_md_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/ops.md");
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        on_disk == matrix::markdown(),
        "docs/ops.md is stale: regenerate it with `cargo run --release -p gcnjit-cli -- ops --markdown > docs/ops.md`"
    );
}
