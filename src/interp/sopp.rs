//! SOPP: branches, program end, traps, messages and the no-ops of a single wave.

use super::{Next, Op, NO_TARGET};
use crate::isa::operand::code;
use crate::isa::Opcode;
use crate::run::ErrorKind;
use crate::state::{hwreg, Message, Wave};

const STATUS_USER_PRIO_SHIFT: u32 = 3;
const STATUS_COND_DBG_USER: u32 = 1 << 20;
const STATUS_COND_DBG_SYS: u32 = 1 << 21;
const MODE_GPR_IDX_EN: u32 = 1 << 27;

#[inline(always)]
fn branch(o: &Op, pc: u64, taken: bool) -> Next {
    if !taken {
        Next::Seq
    } else if o.t != NO_TARGET {
        Next::Goto(o.t)
    } else {
        Next::Jump(
            pc.wrapping_add(4)
                .wrapping_add((o.sk() as i32 as i64 * 4) as u64),
        )
    }
}

#[inline(always)]
pub(super) fn exec(op: Opcode, o: &Op, w: &mut Wave, pc: u64) -> Next {
    use Opcode::*;
    let st = &mut w.state;
    match op {
        S_BRANCH => branch(o, pc, true),
        S_CBRANCH_SCC0 => branch(o, pc, st.scc == 0),
        S_CBRANCH_SCC1 => branch(o, pc, st.scc != 0),
        S_CBRANCH_VCCZ => branch(o, pc, st.vccz()),
        S_CBRANCH_VCCNZ => branch(o, pc, !st.vccz()),
        S_CBRANCH_EXECZ => branch(o, pc, st.execz()),
        S_CBRANCH_EXECNZ => branch(o, pc, !st.execz()),
        S_ENDPGM | S_ENDPGM_SAVED | S_ENDPGM_ORDERED_PS_DONE => Next::End(false),
        S_BARRIER if w.lds.barrier => Next::Barrier,
        S_NOP | S_WAKEUP | S_BARRIER | S_WAITCNT | S_SLEEP | S_ICACHE_INV | S_INCPERFLEVEL
        | S_DECPERFLEVEL | S_TTRACEDATA => Next::Seq,
        _ => slow(o, w, pc),
    }
}

#[inline(never)]
fn slow(o: &Op, w: &mut Wave, pc: u64) -> Next {
    use Opcode::*;
    let st = &mut w.state;
    let status = st.hwreg[hwreg::STATUS];
    match o.op {
        S_CBRANCH_CDBGSYS => branch(o, pc, status & STATUS_COND_DBG_SYS != 0),
        S_CBRANCH_CDBGUSER => branch(o, pc, status & STATUS_COND_DBG_USER != 0),
        S_CBRANCH_CDBGSYS_OR_USER => branch(
            o,
            pc,
            status & (STATUS_COND_DBG_SYS | STATUS_COND_DBG_USER) != 0,
        ),
        S_CBRANCH_CDBGSYS_AND_USER => branch(
            o,
            pc,
            status & (STATUS_COND_DBG_SYS | STATUS_COND_DBG_USER)
                == (STATUS_COND_DBG_SYS | STATUS_COND_DBG_USER),
        ),
        S_SETKILL => {
            if o.k & 1 != 0 {
                Next::End(false)
            } else {
                Next::Seq
            }
        }
        S_SETHALT => {
            let s = &mut st.hwreg[hwreg::STATUS];
            *s = (*s & !hwreg::STATUS_HALT) | ((o.k & 1) << 13);
            // While PRIV is set the halt waits for the trap return.
            if o.k & 1 != 0 && status & hwreg::STATUS_PRIV == 0 {
                Next::End(true)
            } else {
                Next::Seq
            }
        }
        S_SETPRIO => {
            let s = &mut st.hwreg[hwreg::STATUS];
            *s = (*s & !(3 << STATUS_USER_PRIO_SHIFT)) | ((o.k & 3) << STATUS_USER_PRIO_SHIFT);
            Next::Seq
        }
        S_SENDMSG | S_SENDMSGHALT => {
            let m0 = st.m0();
            w.messages.push(Message {
                pc,
                simm16: o.k & 0xFFFF,
                m0,
            });
            crate::hooks::message(w, pc, o.k as u16, m0);
            if o.op == S_SENDMSGHALT {
                Next::End(true)
            } else {
                Next::Seq
            }
        }
        S_TRAP => {
            if status & hwreg::STATUS_TRAP_EN == 0 {
                return Next::Seq;
            }
            let id = o.k & 0xFF;
            let tba = st.tba();
            if tba == 0 {
                return Next::Fault(ErrorKind::Trap, id as u64);
            }
            let t0 = st.arch.ttmp_base() as usize;
            st.sgpr[t0] = pc as u32;
            st.sgpr[t0 + 1] = ((pc >> 32) as u32 & 0xFFFF) | id << 16;
            st.hwreg[hwreg::STATUS] |= hwreg::STATUS_PRIV;
            Next::Jump(tba)
        }
        S_SET_GPR_IDX_OFF => {
            st.hwreg[hwreg::MODE] &= !MODE_GPR_IDX_EN;
            Next::Seq
        }
        S_SET_GPR_IDX_MODE => {
            let m0 = &mut st.sgpr[code::M0 as usize];
            *m0 = (*m0 & !0xF000) | ((o.k & 0xF) << 12);
            Next::Seq
        }
        _ => Next::Seq,
    }
}
