//! Every lowered SOP1/SOP2/SOPC/SOPK opcode on every arch, with edge-case and
//! pseudo-random operands (registers, inline constants, literals, SCC/VCCZ/EXECZ
//! as sources, TTMP destinations with and without PRIV), run by the interpreter
//! and the JIT in lockstep: any difference fails with the instruction and the
//! registers.

use gcnjit::difftest::Rng;
use gcnjit::engine;
use gcnjit::isa::operand::code;
use gcnjit::isa::{encode_all, Format, Instruction};
use gcnjit::jit::{region, JitOptions};
use gcnjit::state::hwreg;
use gcnjit::{Arch, Limits, Opcode, Program, Wave};

const EDGE: [u32; 12] = [
    0,
    1,
    2,
    31,
    32,
    0x7FFF_FFFF,
    0x8000_0000,
    0xFFFF_FFFF,
    0x0000_FFFF,
    0x0012_0004,
    0x0040_0021,
    0x0020_0010,
];

/// An operand value: an edge case half of the time, else any 32 bits.
fn val(rng: &mut Rng) -> u32 {
    if rng.below(2) == 0 {
        EDGE[rng.below(EDGE.len() as u64) as usize]
    } else {
        rng.next_u32()
    }
}

fn src_codes(width: u8) -> Vec<u8> {
    let mut v = vec![4, 8, 128, 129, 192, 193, 208, 240, 255, code::SCC];
    if width == 1 {
        v.extend([5, code::VCC_HI, code::M0, code::VCCZ, code::EXECZ]);
    } else {
        v.extend([code::VCC_LO, code::EXEC_LO]);
    }
    v
}

fn dst_codes(arch: Arch, width: u8) -> Vec<u8> {
    let mut v = vec![10, code::VCC_LO, code::EXEC_LO, 4, arch.ttmp_base() + 4];
    if width == 1 {
        v.extend([11, code::M0, code::EXEC_HI]);
    }
    v
}

fn check(arch: Arch, inst: Instruction, rng: &mut Rng, trial: usize) {
    let mut inst = inst;
    inst.fix_literal_flag();
    let end = Instruction::new(arch, Opcode::S_ENDPGM);
    let Ok(words) = encode_all(&[inst, end]) else {
        return;
    };
    let p = Program::new(arch, 0x100, words);
    if p.fetch(0x100).ok() != Some(&inst) {
        return; // not a canonical encoding (e.g. two different literals)
    }
    let mut w = Wave::new(arch);
    for r in 0..128 {
        w.state.sgpr[r] = val(rng);
    }
    w.state.sgpr[code::M0 as usize] = rng.below(8) as u32;
    if trial.is_multiple_of(3) {
        w.state.sgpr[code::VCC_LO as usize] = 0;
        w.state.sgpr[code::VCC_HI as usize] = 0;
    }
    if trial % 4 == 1 {
        w.state.sgpr[code::EXEC_LO as usize] = 0;
        w.state.sgpr[code::EXEC_HI as usize] = 0;
    }
    w.state.scc = rng.below(2) as u32;
    if trial.is_multiple_of(2) {
        w.state.hwreg[hwreg::STATUS] |= hwreg::STATUS_PRIV;
    }
    w.state.pc = 0x100;
    let opts = JitOptions {
        threshold: 0,
        verify: true,
        ..JitOptions::default()
    };
    if let Err((m, _)) = engine::run_both(&p, &mut w, &Limits::default(), opts) {
        panic!("{arch}: {m}");
    }
}

#[test]
fn every_lowered_alu_opcode_matches_the_interpreter() {
    let mut rng = Rng::new(0x006A_6974_5F6F_7073);
    let mut tested = 0;
    for arch in Arch::ALL {
        for &op in Opcode::ALL {
            let info = op.info();
            if op.number(arch).is_none()
                || !matches!(
                    info.format,
                    Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk
                )
                || info.interpreter_only()
            {
                continue;
            }
            let sig = info.sig;
            let d = if sig.dst > 0 {
                dst_codes(arch, sig.dst)
            } else {
                vec![0]
            };
            let s0 = if sig.src0 > 0 {
                src_codes(sig.src0)
            } else {
                vec![0]
            };
            let s1 = if sig.src1 > 0 {
                src_codes(sig.src1)
            } else {
                vec![0]
            };
            for trial in 0..24 {
                let mut inst = Instruction::new(arch, op);
                inst.sdst = d[trial % d.len()];
                inst.ssrc0 = s0[(trial * 7 + 3) % s0.len()];
                inst.ssrc1 = s1[(trial * 5 + 1) % s1.len()];
                if matches!(op, Opcode::S_MOVRELS_B32 | Opcode::S_MOVRELS_B64) {
                    inst.ssrc0 = [4, 8, 96][trial % 3];
                }
                if matches!(op, Opcode::S_MOVRELD_B32 | Opcode::S_MOVRELD_B64) {
                    inst.sdst = [4, 10, 96][trial % 3];
                }
                if sig.src0 == 0 && sig.src1 == 0 && info.format != Format::Sopk {
                    inst.ssrc0 = 0;
                }
                inst.simm16 = val(&mut rng) as u16;
                inst.literal = val(&mut rng);
                if info.format == Format::Sopk && sig.imm == gcnjit::isa::Imm::Label {
                    inst.simm16 = 0; // s_call_b64 to the next instruction
                }
                if region::is_fallback(&inst) {
                    continue;
                }
                check(arch, inst, &mut rng, trial);
                tested += 1;
            }
        }
    }
    assert!(tested > 2000, "{tested}");
}
