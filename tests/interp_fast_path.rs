//! The interpreter's fast path on the shapes it runs as one entry
//! (docs/internals.md §4): an op with a constant fused with the compare of
//! its result with 0 and the branch after it (a loop's count-down), and
//! two-word ops (a literal operand) whose literal word is skipped. Every
//! expected value is derived by hand from the program; every step limit up to
//! the end is also run on the reference path (`interp::run_reference`),
//! which runs one instruction at a time with none of the fusing.

mod common;
use common::*;
use gcnjit::isa::{encode_all, Arch, Instruction, Opcode::*};
use gcnjit::{interp, ErrorKind, Limits, Outcome, Program, Status, Wave};

const ARCHES: [Arch; 3] = [Arch::Gfx6, Arch::Gfx8, Arch::Gfx9];

/// Runs `p` from `pc` with `init` applied, limited to `max` steps, on both
/// paths; they must agree on everything. Returns the fast path's result.
fn run_both(p: &Program, pc: u64, init: &dyn Fn(&mut Wave), max: u64) -> (Outcome, Wave) {
    let lim = Limits { max_steps: max };
    let mut fast = Wave::new(p.arch);
    init(&mut fast);
    fast.state.pc = pc;
    let mut slow = fast.clone();
    let a = interp::run(p, &mut fast, &lim);
    let b = interp::run_reference(p, &mut slow, &lim);
    assert_eq!(a, b, "{:?}, limit {max}: outcomes", p.arch);
    assert_eq!(fast.state, slow.state, "{:?}, limit {max}: states", p.arch);
    (a, fast)
}

/// Checks a run stopped by the limit `m` on the instruction at word `at`.
fn stopped_at(out: &Outcome, w: &Wave, m: u64, at: u64) {
    match &out.status {
        Status::Error(e) => assert_eq!((e.kind, e.pc), (ErrorKind::StepLimit, 4 * at)),
        s => panic!("limit {m}: {s:?}"),
    }
    assert_eq!((out.steps, w.state.pc), (m, 4 * at), "limit {m}");
}

/// The words executed in order: `first`, then `body` `times` times, then `last`.
fn trace(first: &[u64], body: &[u64], times: usize, last: u64) -> Vec<u64> {
    let mut v = first.to_vec();
    for _ in 0..times {
        v.extend_from_slice(body);
    }
    v.push(last);
    v
}

/// s_mov_b32 s0, 5; loop: s_add_u32 s1, s1, 3; s_add_i32 s0, s0, -1;
/// s_cmp_lg_u32 s0, 0; s_cbranch_scc1 loop; s_endpgm.
#[test]
fn a_count_down_with_cmp_lg_stops_exactly_at_every_limit() {
    for a in ARCHES {
        let p = program(
            a,
            &[
                sop1(a, S_MOV_B32, 0, ic(5)),
                sop2(a, S_ADD_U32, 1, 1, ic(3)),
                sop2(a, S_ADD_I32, 0, 0, ic(-1)),
                sopc(a, S_CMP_LG_U32, 0, ic(0)),
                sopp(a, S_CBRANCH_SCC1, -4),
                sopp(a, S_ENDPGM, 0),
            ],
        );
        let seq = trace(&[0], &[1, 2, 3, 4], 5, 5);
        assert_eq!(seq.len(), 22);
        for m in 0..=23u64 {
            let (out, w) = run_both(&p, 0, &|_| {}, m);
            let done = &seq[..(m as usize).min(seq.len())];
            let adds = done.iter().filter(|&&k| k == 1).count() as u32;
            let decs = done.iter().filter(|&&k| k == 2).count() as u32;
            let s0 = if m == 0 { 0 } else { 5 - decs };
            assert_eq!(
                (w.state.sgpr[0], w.state.sgpr[1]),
                (s0, 3 * adds),
                "limit {m}"
            );
            // SCC: the compare's (s0 != 0) once one ran; the adds before it
            // carry nothing (0).
            let scc = match done.last() {
                Some(3) | Some(4) | Some(5) => (s0 != 0) as u32,
                _ => 0,
            };
            assert_eq!(w.state.scc, scc, "limit {m}");
            if m >= 22 {
                assert_eq!((out.status.clone(), out.steps), (Status::Endpgm, 22));
                assert_eq!(w.state.pc, 20);
            } else {
                stopped_at(&out, &w, m, seq[m as usize]);
            }
        }
    }
}

/// s_mov_b32 s0, 64; loop: s_add_u32 s1, s1, 1; s_lshr_b32 s0, s0, 1;
/// s_cmp_eq_u32 s0, 0; s_cbranch_scc0 loop; s_endpgm: seven halvings.
#[test]
fn a_count_down_with_cmp_eq_and_scc0_runs_each_iteration() {
    for a in ARCHES {
        let p = program(
            a,
            &[
                sop1(a, S_MOV_B32, 0, ic(64)),
                sop2(a, S_ADD_U32, 1, 1, ic(1)),
                sop2(a, S_LSHR_B32, 0, 0, ic(1)),
                sopc(a, S_CMP_EQ_U32, 0, ic(0)),
                sopp(a, S_CBRANCH_SCC0, -4),
                sopp(a, S_ENDPGM, 0),
            ],
        );
        let seq = trace(&[0], &[1, 2, 3, 4], 7, 5);
        for m in 0..=31u64 {
            let (out, w) = run_both(&p, 0, &|_| {}, m);
            if m as usize >= seq.len() {
                assert_eq!((out.status, out.steps), (Status::Endpgm, 30));
                // s0 reached 0, the compare set SCC, seven adds ran.
                assert_eq!((w.state.sgpr[0], w.state.sgpr[1], w.state.scc), (0, 7, 1));
            } else {
                stopped_at(&out, &w, m, seq[m as usize]);
            }
        }
    }
}

/// A loop of two-word ops: s_mul_i32 s2, s2, 0x19660d; s_add_u32 s2, s2,
/// 0x3c6ef35f; s_add_i32 s0, s0, -1; s_cmp_lg_u32 s0, 0; s_cbranch_scc1;
/// s_endpgm, from s0 = 10 and s2 = 1.
#[test]
fn literal_ops_in_a_loop_stop_exactly_at_every_limit() {
    for a in ARCHES {
        let p = program(
            a,
            &[
                lit(sop2(a, S_MUL_I32, 2, 2, 255), 0x19660d),
                lit(sop2(a, S_ADD_U32, 2, 2, 255), 0x3c6ef35f),
                sop2(a, S_ADD_I32, 0, 0, ic(-1)),
                sopc(a, S_CMP_LG_U32, 0, ic(0)),
                sopp(a, S_CBRANCH_SCC1, -7),
                sopp(a, S_ENDPGM, 0),
            ],
        );
        assert_eq!(p.words.len(), 8);
        let init = |w: &mut Wave| {
            w.state.sgpr[0] = 10;
            w.state.sgpr[2] = 1;
        };
        let seq = trace(&[], &[0, 2, 4, 5, 6], 10, 7);
        let mut x = 1u32;
        for _ in 0..10 {
            x = x.wrapping_mul(0x19660d).wrapping_add(0x3c6ef35f);
        }
        for m in 0..=52u64 {
            let (out, w) = run_both(&p, 0, &init, m);
            if m as usize >= seq.len() {
                assert_eq!((out.status, out.steps), (Status::Endpgm, 51));
                assert_eq!((w.state.sgpr[0], w.state.sgpr[2]), (0, x));
            } else {
                stopped_at(&out, &w, m, seq[m as usize]);
            }
        }
    }
}

/// The word of `s_mov_b32 s5, 7`, used as another instruction's literal.
fn mov_s5_7(a: Arch) -> u32 {
    let i: Instruction = sop1(a, S_MOV_B32, 5, ic(7));
    encode_all(&[i]).expect("encodable")[0]
}

/// A wave that starts on a literal word runs it as the instruction it
/// decodes to; so does one that a direct branch sends there.
#[test]
fn a_literal_word_runs_as_an_instruction_when_reached() {
    for a in ARCHES {
        let w7 = mov_s5_7(a);
        // s_add_u32 s4, s4, <w7>; s_endpgm
        let p = program(
            a,
            &[lit(sop2(a, S_ADD_U32, 4, 4, 255), w7), sopp(a, S_ENDPGM, 0)],
        );
        let (out, w) = run_both(&p, 0, &|_| {}, 100);
        assert_eq!((out.status, out.steps), (Status::Endpgm, 2));
        assert_eq!((w.state.sgpr[4], w.state.sgpr[5]), (w7, 0));
        let (out, w) = run_both(&p, 4, &|_| {}, 100);
        assert_eq!((out.status, out.steps), (Status::Endpgm, 2));
        assert_eq!((w.state.sgpr[4], w.state.sgpr[5], w.state.pc), (0, 7, 8));

        // s_branch to word 2 (the literal); s_add_u32 s4, s4, <w7>; s_endpgm
        let p = program(
            a,
            &[
                sopp(a, S_BRANCH, 1),
                lit(sop2(a, S_ADD_U32, 4, 4, 255), w7),
                sopp(a, S_ENDPGM, 0),
            ],
        );
        let (out, w) = run_both(&p, 0, &|_| {}, 100);
        assert_eq!((out.status, out.steps), (Status::Endpgm, 3));
        assert_eq!((w.state.sgpr[4], w.state.sgpr[5], w.state.pc), (0, 7, 12));
    }
}

/// A literal that decodes as a two-word instruction: the op before it falls
/// through onto that instruction's literal word, which must then run as the
/// instruction it is (s_cselect_b32 s22, <L>, 0 where L is the first word of
/// `s_add_u32 s5, s5, <literal>`; then s_nand_b32 s26, 0, 0; s_endpgm).
#[test]
fn a_literal_word_reached_by_falling_through_runs_as_an_instruction() {
    for a in ARCHES {
        let add_lit = encode_all(&[lit(sop2(a, S_ADD_U32, 5, 5, 255), 1)]).expect("encodable");
        assert_eq!(add_lit.len(), 2);
        let nand = sop2(a, S_NAND_B32, 26, ic(0), ic(0));
        let nand_word = encode_all(&[nand]).expect("encodable")[0];
        let p = program(
            a,
            &[
                lit(sop2(a, S_CSELECT_B32, 22, 255, ic(0)), add_lit[0]),
                nand,
                sopp(a, S_ENDPGM, 0),
            ],
        );
        // From 0: SCC is 0, so s22 = 0; the nand sets s26 to all ones and
        // SCC to 1.
        let (out, w) = run_both(&p, 0, &|w: &mut Wave| w.state.sgpr[22] = 9, 100);
        assert_eq!((out.status, out.steps), (Status::Endpgm, 3));
        let s = &w.state;
        assert_eq!(
            (s.sgpr[22], s.sgpr[26], s.sgpr[5], s.scc),
            (0, u32::MAX, 0, 1)
        );
        // From the literal word: s_add_u32 s5, s5, <the nand's word>, then
        // s_endpgm at word 3.
        let (out, w) = run_both(&p, 4, &|_| {}, 100);
        assert_eq!((out.status, out.steps), (Status::Endpgm, 2));
        let s = &w.state;
        assert_eq!((s.sgpr[5], s.sgpr[26], s.pc), (nand_word, 0, 12));
    }
}

// ---- VALU instructions run straight from the fast path (valu::direct) ----

/// A loop of VALU ops the fast path runs without leaving it: a VOP1 with a
/// literal (two words), a VOP2 whose destination is its own source, a VOP3
/// with an inline constant, a VOP2 with an inline constant first. With EXEC
/// partial, the lanes outside EXEC keep their values. Expected values by the
/// host's wrapping arithmetic on the program's operations.
#[test]
fn valu_ops_in_a_loop_stop_exactly_at_every_limit() {
    let text = "s_mov_b32 s0, 3\n\
                v_mov_b32 v1, 0x1234567\n\
                loop:\n\
                v_xor_b32 v1, s0, v1\n\
                v_mul_lo_u32 v2, v1, 3\n\
                v_lshlrev_b32 v1, 1, v2\n\
                s_sub_u32 s0, s0, 1\n\
                s_cmp_lg_u32 s0, 0\n\
                s_cbranch_scc1 loop\n\
                s_endpgm";
    // Word offsets: s_mov 0, v_mov 1-2, loop at 3: v_xor 3, v_mul_lo 4-5,
    // v_lshlrev 6, s_sub 7, s_cmp 8, s_cbranch 9, s_endpgm 10.
    let seq = trace(&[0, 1], &[3, 4, 6, 7, 8, 9], 3, 10);
    let (mut v1, mut v2) = (0x1234567u32, 0u32);
    for s0 in [3u32, 2, 1] {
        v1 ^= s0;
        v2 = v1.wrapping_mul(3);
        v1 = v2 << 1;
    }
    for a in ARCHES {
        let p = Program::from_asm(a, text, 0).unwrap();
        assert_eq!(p.words.len(), 11);
        for exec in [u64::MAX, 0x00FF_00FF_00FF_00F0] {
            let init = |w: &mut Wave| {
                w.state.set_exec(exec);
                for l in 0..64 {
                    w.vgpr.set(1, l, l as u32);
                    w.vgpr.set(2, l, 100 + l as u32);
                }
            };
            for m in 0..=seq.len() as u64 + 1 {
                let (out, w) = run_both(&p, 0, &init, m);
                if m as usize >= seq.len() {
                    assert_eq!((out.status, out.steps), (Status::Endpgm, 21));
                    for l in 0..64 {
                        let on = exec >> l & 1 != 0;
                        let want = if on {
                            (v1, v2)
                        } else {
                            (l as u32, 100 + l as u32)
                        };
                        assert_eq!((w.vgpr.get(1, l), w.vgpr.get(2, l)), want, "lane {l}");
                    }
                } else {
                    stopped_at(&out, &w, m, seq[m as usize]);
                }
            }
        }
    }
}

/// A VALU op whose VGPR is past the wave's allocation ends the wave with
/// `illegal_operand` at that op, after the ops before it in the same
/// straight run, exactly as the one-at-a-time path ends it.
#[test]
fn a_vgpr_past_the_allocation_faults_at_its_op_inside_a_run() {
    let text = "s_mov_b32 s0, 5\nv_mov_b32 v1, s0\nv_xor_b32 v2, v0, v1\ns_endpgm";
    for a in ARCHES {
        let p = Program::from_asm(a, text, 0).unwrap();
        let init = |w: &mut Wave| {
            w.state.set_exec(u64::MAX);
            w.vgpr = gcnjit::state::vgpr::Vgprs::new(2);
        };
        let (out, w) = run_both(&p, 0, &init, 100);
        match &out.status {
            Status::Error(e) => assert_eq!((e.kind, e.pc), (ErrorKind::IllegalOperand, 8)),
            s => panic!("{a:?}: {s:?}"),
        }
        assert_eq!(out.steps, 2);
        assert_eq!(w.vgpr.get(1, 7), 5);
    }
}

/// Constants in every form an integer lane row takes: an SGPR, an inline
/// float constant (1.0 reads as its bits, 0x3f800000, for a 32-bit integer
/// operand), two inline integers in one VOP3 (gfx9's v_add3_u32), and a
/// literal. Expected values by hand from v0 = lane.
#[test]
fn valu_constant_operands_read_as_the_general_path_reads_them() {
    let text = "s_mov_b32 s3, 0xF0F0\n\
                v_or_b32 v5, s3, v0\n\
                v_and_b32 v3, 1.0, v0\n\
                v_add3_u32 v4, -1, 2, v0\n\
                v_xor_b32 v6, 0x12345678, v0\n\
                s_endpgm";
    let p = Program::from_asm(Arch::Gfx9, text, 0).unwrap();
    let init = |w: &mut Wave| {
        w.state.set_exec(u64::MAX);
        for l in 0..64 {
            w.vgpr.set(0, l, (l as u32) * 0x0101_0101);
        }
    };
    let (out, w) = run_both(&p, 0, &init, 100);
    assert_eq!(out.status, Status::Endpgm);
    for l in 0..64u32 {
        let v0 = l * 0x0101_0101;
        assert_eq!(w.vgpr.get(5, l as usize), 0xF0F0 | v0);
        assert_eq!(w.vgpr.get(3, l as usize), 0x3F80_0000 & v0);
        assert_eq!(w.vgpr.get(4, l as usize), v0.wrapping_add(1));
        assert_eq!(w.vgpr.get(6, l as usize), 0x1234_5678 ^ v0);
    }
}

/// With GPR index mode on (gfx8+), a plain VALU op is indexed by M0: the
/// fast path leaves it to the general path, which adds M0[7:0] to the
/// enabled operands (here SRC0). After `s_set_gpr_idx_off` nothing is.
#[test]
fn valu_ops_under_gpr_index_mode_are_indexed() {
    let text = "s_mov_b32 s2, 3\n\
                s_set_gpr_idx_on s2, gpr_idx(SRC0)\n\
                v_mov_b32 v10, v1\n\
                s_set_gpr_idx_off\n\
                v_mov_b32 v11, v1\n\
                s_endpgm";
    let p = Program::from_asm(Arch::Gfx9, text, 0).unwrap();
    let init = |w: &mut Wave| {
        w.state.set_exec(u64::MAX);
        for l in 0..64 {
            w.vgpr.set(1, l, 1000 + l as u32);
            w.vgpr.set(4, l, 4000 + l as u32);
        }
    };
    let (out, w) = run_both(&p, 0, &init, 100);
    assert_eq!(out.status, Status::Endpgm);
    for l in 0..64 {
        assert_eq!(w.vgpr.get(10, l), 4000 + l as u32, "v10 reads v(1+3)");
        assert_eq!(w.vgpr.get(11, l), 1000 + l as u32, "v11 reads v1");
    }
}
