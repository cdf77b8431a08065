//! The run loop's fast path: straight runs of ALU ops as compact [`Hot`] entries
//! whose code already says which operation it is and whether its second source
//! is a register or a constant, so an op costs one dispatch and no operand-kind
//! work. Everything else (and every op near the step limit) goes through the
//! general loop in `mod.rs` with the same semantics.

use super::{oflag, sem, straight, FastSabotage, Op, Wave};
use crate::isa::Opcode;

/// What a [`Hot`] entry does. `Rr`: both sources are registers; `Rk`: SSRC0 a
/// register, SSRC1 a constant (`Hot::k`); `Br`: a compare fused with the
/// `s_cbranch_scc0/1` after it, which ends the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum H {
    /// Not a straight op: the run ends before it.
    Exit,
    /// A straight op that ends its run although the next op is straight too:
    /// runs are cut every [`MAX_RUN`] instructions so that a run's length
    /// always fits `Hot::run`. Runs through `exec_straight` (one word, or two
    /// when `Hot::t` is 2), then the loop checks the budget again.
    Cut,
    /// A straight op without a short form here: the general `exec_straight`.
    Generic,
    /// A straight op fused with the branch after it, through `exec_straight`.
    GenericBr,
    /// A two-word straight op (a literal operand), through `exec_straight`.
    Generic2,
    /// SOPP no-ops (`s_nop`, `s_waitcnt`, ...): one step, nothing else.
    Nop,
    /// Branches on their own (no compare fused), with a target inside the
    /// program: one step, and the run ends.
    Branch,
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
    AddU32Rr,
    AddU32Rk,
    /// `s_add_u32` with a wrong carry: only under the `AddCarry` test hook.
    AddU32RrBad,
    AddU32RkBad,
    SubU32Rr,
    SubU32Rk,
    AddI32Rr,
    AddI32Rk,
    SubI32Rr,
    SubI32Rk,
    AddcU32Rr,
    AddcU32Rk,
    SubbU32Rr,
    SubbU32Rk,
    AndRr,
    AndRk,
    OrRr,
    OrRk,
    XorRr,
    XorRk,
    LshlRr,
    LshlRk,
    LshrRr,
    LshrRk,
    MulRr,
    MulRk,
    MovR,
    MovK,
    CselectRr,
    CselectRk,
    Andn2Rr,
    Andn2Rk,
    Orn2Rr,
    Orn2Rk,
    AshrRr,
    AshrRk,
    MinI32Rr,
    MinI32Rk,
    MinU32Rr,
    MinU32Rk,
    MaxI32Rr,
    MaxI32Rk,
    MaxU32Rr,
    MaxU32Rk,
    /// 64-bit codes: the pair at `a`/`b`/`d`; a 64-bit constant is `t:k`.
    And64Rr,
    And64Rk,
    Or64Rr,
    Or64Rk,
    Xor64Rr,
    Xor64Rk,
    Andn264Rr,
    Andn264Rk,
    Orn264Rr,
    Orn264Rk,
    Mov64R,
    Mov64K,
    EqRr,
    EqRk,
    LgRr,
    LgRk,
    LtURr,
    LtURk,
    GeURr,
    GeURk,
    GtURr,
    GtURk,
    LeURr,
    LeURk,
    LtIRr,
    LtIRk,
    GeIRr,
    GeIRk,
    GtIRr,
    GtIRk,
    LeIRr,
    LeIRk,
    EqRrBr,
    EqRkBr,
    LgRrBr,
    LgRkBr,
    LtURrBr,
    LtURkBr,
    GeURrBr,
    GeURkBr,
    GtURrBr,
    GtURkBr,
    LeURrBr,
    LeURkBr,
    LtIRrBr,
    LtIRkBr,
    GeIRrBr,
    GeIRkBr,
    GtIRrBr,
    GtIRkBr,
    LeIRrBr,
    LeIRkBr,
}

/// The fast path's view of one word offset (16 bytes, so four share a cache
/// line and indexing is a shift).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hot {
    pub code: H,
    /// SDST, SSRC0, SSRC1 register numbers (0..=127) as the code needs them.
    pub d: u8,
    pub a: u8,
    pub b: u8,
    /// SSRC1's value for `Rk` codes and `MovK`'s SSRC0 (the low half for
    /// 64-bit codes).
    pub k: u32,
    /// Branch target (word index) of `Br` codes; the high half of a 64-bit
    /// code's constant.
    pub t: u32,
    /// Instructions in the straight run starting here, a fused pair counting
    /// two; 0 for ops that are not straight. The loop checks the step budget
    /// once for the whole run and then executes up to the op that ends it
    /// (an exit, a branch or a `Cut`), so this is exact: never more than
    /// [`MAX_RUN`], which `build` keeps by cutting longer runs.
    pub run: u16,
    /// `Br` codes: the SCC value that takes the branch.
    pub fz: u8,
}

/// The longest run `build` lets the loop execute between two budget checks:
/// the largest length `Hot::run` holds.
pub(crate) const MAX_RUN: u16 = u16::MAX;

/// The fast path's entries, one per lowered op. Only [`build`] makes them,
/// and it keeps the invariants `run` walks by: the entries are not empty, the
/// last is `Exit`, a `Br` or `Generic2` entry at `i` has `i + 2` in range,
/// a `Cut` at `i` has `i + t` in range, every branch's target is in range,
/// and `a`, `b`, `d` are below 128.
pub(crate) struct HotOps(Vec<Hot>);

/// How a lowered source reads: a plain register or a constant (anything else
/// keeps the generic path).
enum Kind {
    R(u8),
    K(u64),
}

fn kind(s: &super::Src) -> Option<Kind> {
    if s.m == u64::MAX && s.k == 0 {
        Some(Kind::R(s.r & 127))
    } else if s.m == 0 {
        Some(Kind::K(s.k))
    } else {
        None
    }
}

/// The short form of a straight op, if it has one: its code and entry.
fn short(o: &Op, fused: bool) -> Option<Hot> {
    use Opcode::*;
    let mut h = Hot {
        code: H::Generic,
        d: o.d & 127,
        a: 0,
        b: 0,
        k: 0,
        t: o.t,
        run: 0,
        fz: o.fz,
    };
    // Unary moves.
    if !fused && matches!(o.op, S_MOV_B32 | S_MOV_B64) {
        let wide = o.op == S_MOV_B64;
        match kind(&o.a)? {
            Kind::R(r) => {
                h.a = r;
                h.code = if wide { H::Mov64R } else { H::MovR };
            }
            Kind::K(v) => {
                (h.k, h.t) = (v as u32, (v >> 32) as u32);
                h.code = if wide { H::Mov64K } else { H::MovK };
            }
        }
        return Some(h);
    }
    // Binary: (RR code, RK code), whether SSRC0 and SSRC1 may swap (value and
    // SCC both symmetric: not min/max, whose SCC says which source won).
    let (rr, rk, commutes) = if fused {
        match o.op {
            S_CMP_EQ_I32 | S_CMP_EQ_U32 => (H::EqRrBr, H::EqRkBr, true),
            S_CMP_LG_I32 | S_CMP_LG_U32 => (H::LgRrBr, H::LgRkBr, true),
            S_CMP_LT_U32 => (H::LtURrBr, H::LtURkBr, false),
            S_CMP_GE_U32 => (H::GeURrBr, H::GeURkBr, false),
            S_CMP_GT_U32 => (H::GtURrBr, H::GtURkBr, false),
            S_CMP_LE_U32 => (H::LeURrBr, H::LeURkBr, false),
            S_CMP_LT_I32 => (H::LtIRrBr, H::LtIRkBr, false),
            S_CMP_GE_I32 => (H::GeIRrBr, H::GeIRkBr, false),
            S_CMP_GT_I32 => (H::GtIRrBr, H::GtIRkBr, false),
            S_CMP_LE_I32 => (H::LeIRrBr, H::LeIRkBr, false),
            _ => return None,
        }
    } else {
        match o.op {
            S_ADD_U32 => (H::AddU32Rr, H::AddU32Rk, true),
            S_SUB_U32 => (H::SubU32Rr, H::SubU32Rk, false),
            S_ADD_I32 => (H::AddI32Rr, H::AddI32Rk, true),
            S_SUB_I32 => (H::SubI32Rr, H::SubI32Rk, false),
            S_ADDC_U32 => (H::AddcU32Rr, H::AddcU32Rk, true),
            S_SUBB_U32 => (H::SubbU32Rr, H::SubbU32Rk, false),
            S_AND_B32 => (H::AndRr, H::AndRk, true),
            S_OR_B32 => (H::OrRr, H::OrRk, true),
            S_XOR_B32 => (H::XorRr, H::XorRk, true),
            S_LSHL_B32 => (H::LshlRr, H::LshlRk, false),
            S_LSHR_B32 => (H::LshrRr, H::LshrRk, false),
            S_MUL_I32 => (H::MulRr, H::MulRk, true),
            S_CSELECT_B32 => (H::CselectRr, H::CselectRk, false),
            S_ANDN2_B32 => (H::Andn2Rr, H::Andn2Rk, false),
            S_ORN2_B32 => (H::Orn2Rr, H::Orn2Rk, false),
            S_ASHR_I32 => (H::AshrRr, H::AshrRk, false),
            S_MIN_I32 => (H::MinI32Rr, H::MinI32Rk, false),
            S_MIN_U32 => (H::MinU32Rr, H::MinU32Rk, false),
            S_MAX_I32 => (H::MaxI32Rr, H::MaxI32Rk, false),
            S_MAX_U32 => (H::MaxU32Rr, H::MaxU32Rk, false),
            S_AND_B64 => (H::And64Rr, H::And64Rk, true),
            S_OR_B64 => (H::Or64Rr, H::Or64Rk, true),
            S_XOR_B64 => (H::Xor64Rr, H::Xor64Rk, true),
            S_ANDN2_B64 => (H::Andn264Rr, H::Andn264Rk, false),
            S_ORN2_B64 => (H::Orn264Rr, H::Orn264Rk, false),
            S_CMP_EQ_I32 | S_CMP_EQ_U32 => (H::EqRr, H::EqRk, true),
            S_CMP_LG_I32 | S_CMP_LG_U32 => (H::LgRr, H::LgRk, true),
            S_CMP_LT_U32 => (H::LtURr, H::LtURk, false),
            S_CMP_GE_U32 => (H::GeURr, H::GeURk, false),
            S_CMP_GT_U32 => (H::GtURr, H::GtURk, false),
            S_CMP_LE_U32 => (H::LeURr, H::LeURk, false),
            S_CMP_LT_I32 => (H::LtIRr, H::LtIRk, false),
            S_CMP_GE_I32 => (H::GeIRr, H::GeIRk, false),
            S_CMP_GT_I32 => (H::GtIRr, H::GtIRk, false),
            S_CMP_LE_I32 => (H::LeIRr, H::LeIRk, false),
            _ => return None,
        }
    };
    let mut wide = 0;
    match (kind(&o.a)?, kind(&o.b)?) {
        (Kind::R(a), Kind::R(b)) => {
            (h.a, h.b, h.code) = (a, b, rr);
        }
        (Kind::R(a), Kind::K(k)) => {
            (h.a, h.k, h.code) = (a, k as u32, rk);
            wide = k;
        }
        (Kind::K(k), Kind::R(b)) if commutes => {
            (h.a, h.k, h.code) = (b, k as u32, rk);
            wide = k;
        }
        _ => return None,
    }
    // A fused pair keeps its branch target in `t`; its compares are 32-bit.
    if !fused {
        h.t = (wide >> 32) as u32;
    }
    Some(h)
}

/// Builds the fast path's entries for lowered `ops` (after fusing), with the
/// test hook's bug planted if `sabotage` says so.
pub(crate) fn build(ops: &[Op], sabotage: Option<FastSabotage>) -> HotOps {
    let mut v: Vec<Hot> = ops
        .iter()
        .map(|o| {
            let fused = o.flags == oflag::FUSED;
            let generic = Hot {
                code: if fused {
                    H::GenericBr
                } else if straight(o) {
                    H::Generic
                } else if o.flags == oflag::LEN2
                    && straight(&Op {
                        flags: 0,
                        len: 1,
                        ..*o
                    })
                {
                    // Straight but for its length.
                    H::Generic2
                } else {
                    H::Exit
                },
                d: 0,
                a: 0,
                b: 0,
                k: 0,
                t: o.t,
                run: 0,
                fz: o.fz,
            };
            if generic.code == H::Generic2 {
                generic
            } else if generic.code == H::Exit {
                Hot {
                    code: sopp(o),
                    ..generic
                }
            } else {
                short(o, fused).unwrap_or(generic)
            }
        })
        .collect();
    // What `run` relies on to walk without bounds checks: register numbers
    // are SGPR indices, the last entry is an exit, every other entry steps to
    // the next one, and a branch's fall-through and target are entries.
    // Lowering already guarantees all of it; any entry that broke it would
    // simply leave the fast path.
    let len = v.len();
    for h in v.iter_mut() {
        (h.a, h.b, h.d) = (h.a & 127, h.b & 127, h.d & 127);
    }
    if let Some(last) = v.last_mut() {
        last.code = H::Exit;
    }
    for (i, h) in v.iter_mut().enumerate() {
        if is_branch(h.code) && (i + 2 >= len || h.t as usize >= len)
            || is_jump(h.code) && (i + 1 >= len || h.t as usize >= len)
            || h.code == H::Generic2 && i + 2 >= len
        {
            h.code = H::Exit;
        }
    }
    // Run lengths, from the end. A run that would be longer than `MAX_RUN`
    // is cut: its op becomes a `Cut`, which ends the run it starts at one
    // instruction, so every `run` is the exact number of instructions the
    // loop executes from that entry before it checks the budget again.
    for i in (0..len).rev() {
        let after = |n: usize| v.get(i + n).map_or(0, |h| h.run);
        let words = if v[i].code == H::Generic2 { 2 } else { 1 };
        v[i].run = match v[i].code {
            H::Exit => 0,
            c if is_branch(c) => 2,
            c if is_jump(c) => 1,
            _ if after(words) == MAX_RUN => {
                v[i].code = H::Cut;
                v[i].t = words as u32;
                1
            }
            _ => after(words) + 1,
        };
    }
    match sabotage {
        None => {}
        Some(FastSabotage::StepCharge) => {
            for h in v.iter_mut() {
                h.run = h.run.min(16);
            }
        }
        Some(FastSabotage::AddCarry) => {
            for h in v.iter_mut() {
                h.code = match h.code {
                    H::AddU32Rr => H::AddU32RrBad,
                    H::AddU32Rk => H::AddU32RkBad,
                    c => c,
                };
            }
        }
    }
    HotOps(v)
}

/// The fast path's SOPP codes: no-ops and branches with a target in the
/// program (the rest, and any flagged op, leave the fast path).
fn sopp(o: &Op) -> H {
    use Opcode::*;
    if o.flags != 0 || o.len != 1 {
        return H::Exit;
    }
    let to = |c| if o.t == super::NO_TARGET { H::Exit } else { c };
    match o.op {
        S_NOP | S_WAKEUP | S_BARRIER | S_WAITCNT | S_SLEEP | S_ICACHE_INV | S_INCPERFLEVEL
        | S_DECPERFLEVEL | S_TTRACEDATA => H::Nop,
        S_BRANCH => to(H::Branch),
        S_CBRANCH_SCC0 => to(H::Scc0),
        S_CBRANCH_SCC1 => to(H::Scc1),
        S_CBRANCH_VCCZ => to(H::Vccz),
        S_CBRANCH_VCCNZ => to(H::Vccnz),
        S_CBRANCH_EXECZ => to(H::Execz),
        S_CBRANCH_EXECNZ => to(H::Execnz),
        _ => H::Exit,
    }
}

/// A branch on its own: one step that ends its run.
fn is_jump(c: H) -> bool {
    matches!(
        c,
        H::Branch | H::Scc0 | H::Scc1 | H::Vccz | H::Vccnz | H::Execz | H::Execnz
    )
}

/// A code that ends its run with a branch (a fused pair).
fn is_branch(c: H) -> bool {
    matches!(
        c,
        H::GenericBr
            | H::EqRrBr
            | H::EqRkBr
            | H::LgRrBr
            | H::LgRkBr
            | H::LtURrBr
            | H::LtURkBr
            | H::GeURrBr
            | H::GeURkBr
            | H::GtURrBr
            | H::GtURkBr
            | H::LeURrBr
            | H::LeURkBr
            | H::LtIRrBr
            | H::LtIRkBr
            | H::GeIRrBr
            | H::GeIRkBr
            | H::GtIRrBr
            | H::GtIRkBr
            | H::LeIRrBr
            | H::LeIRkBr
    )
}

/// The `AddCarry` test hook's `s_add_u32`: the right sum, the carry of
/// `a & b`'s top bit instead of the sum's.
#[cold]
fn bad_add(a: u32, b: u32) -> (u32, bool) {
    (a.wrapping_add(b), (a & b) >> 31 != 0)
}

/// The straight ops without a short form. None of them reads the step count
/// (only scalar memory's `s_memtime` does), so none is passed.
#[inline(never)]
fn generic(env: &Env, i: usize, w: &mut Wave) {
    if let Some(o) = env.ops.get(i) {
        super::exec_straight(o, w, env.base.wrapping_add(4 * i as u64), 0);
    }
}

/// What only the generic codes need, behind one pointer so that it does not
/// hold registers in the loop.
pub(crate) struct Env<'a> {
    pub ops: &'a [Op],
    pub base: u64,
}

/// Runs straight runs from word `i` on while each fits in the step budget
/// (`steps` of `max` used). Returns the word index and step count where it
/// stopped: at an op that is not straight, or whose run would not fit.
#[inline(never)]
pub(crate) fn run(
    hot: &HotOps,
    env: &Env,
    w: &mut Wave,
    i: usize,
    steps: u64,
    max: u64,
) -> (usize, u64) {
    let v = &hot.0[..];
    if i >= v.len() {
        return (i, steps);
    }
    let start = v.as_ptr();
    // SAFETY: `i < v.len()` was just checked.
    let mut p = unsafe { start.add(i) };
    // Budget left; `run - 1 < left` both requires a straight op (`run` 0
    // wraps) and that its run fits.
    let mut left = max.saturating_sub(steps);
    'block: loop {
        // SAFETY: `p` points into `v` here: at entry by the check above, and
        // every move below keeps it there (see `HotOps`).
        let h = unsafe { &*p };
        let n = h.run as u64;
        if n.wrapping_sub(1) >= left {
            break;
        }
        left -= n;
        loop {
            // SAFETY: as above.
            let h = unsafe { &*p };
            // The word index, for the few codes that need it.
            // SAFETY: `p` and `start` point into the same slice.
            let at = || unsafe { p.offset_from(start) } as usize;
            let st = &mut w.state;
            // SAFETY (all `get_unchecked` below): register numbers in the
            // entries are below 128, the length of `sgpr` (`HotOps`).
            macro_rules! sg {
                ($r:expr) => {
                    unsafe { *st.sgpr.get_unchecked($r as usize) }
                };
            }
            macro_rules! put {
                ($v:expr) => {{
                    let v: u32 = $v;
                    unsafe { *st.sgpr.get_unchecked_mut(h.d as usize) = v };
                }};
            }
            macro_rules! rr {
                () => {
                    (sg!(h.a), sg!(h.b))
                };
            }
            macro_rules! rk {
                () => {
                    (sg!(h.a), h.k)
                };
            }
            macro_rules! sc {
                ($ab:ident, $f:expr) => {{
                    let (a, b) = $ab!();
                    let (v, c) = $f(a, b);
                    put!(v);
                    st.scc = c as u32;
                }};
            }
            macro_rules! nz {
                ($ab:ident, $f:expr) => {{
                    let (a, b) = $ab!();
                    let v: u32 = $f(a, b);
                    put!(v);
                    st.scc = (v != 0) as u32;
                }};
            }
            macro_rules! rr64 {
                () => {
                    (st.read64(h.a), st.read64(h.b))
                };
            }
            macro_rules! rk64 {
                () => {
                    (st.read64(h.a), (h.t as u64) << 32 | h.k as u64)
                };
            }
            macro_rules! nz64 {
                ($ab:ident, $f:expr) => {{
                    let (a, b) = $ab!();
                    let v: u64 = $f(a, b);
                    st.write64(h.d, v);
                    st.scc = (v != 0) as u32;
                }};
            }
            macro_rules! cmp {
                ($ab:ident, $f:expr) => {{
                    let (a, b) = $ab!();
                    st.scc = $f(a, b) as u32;
                }};
            }
            macro_rules! br {
                ($ab:ident, $f:expr) => {{
                    let (a, b) = $ab!();
                    let c: bool = $f(a, b);
                    st.scc = c as u32;
                    // SAFETY: a `Br` entry's target and fall-through are
                    // entries (`HotOps`).
                    p = unsafe {
                        if c as u8 == h.fz {
                            start.add(h.t as usize)
                        } else {
                            p.add(2)
                        }
                    };
                    continue 'block;
                }};
            }
            let eq = |a: u32, b: u32| a == b;
            let lg = |a: u32, b: u32| a != b;
            let ltu = |a: u32, b: u32| a < b;
            let geu = |a: u32, b: u32| a >= b;
            let gtu = |a: u32, b: u32| a > b;
            let leu = |a: u32, b: u32| a <= b;
            let lti = |a: u32, b: u32| (a as i32) < (b as i32);
            let gei = |a: u32, b: u32| (a as i32) >= (b as i32);
            let gti = |a: u32, b: u32| (a as i32) > (b as i32);
            let lei = |a: u32, b: u32| (a as i32) <= (b as i32);
            match h.code {
                H::Exit => break 'block,
                H::Nop => {}
                H::Branch => {
                    // SAFETY: a branch's target is an entry (`HotOps`).
                    p = unsafe { start.add(h.t as usize) };
                    continue 'block;
                }
                H::Scc0 | H::Scc1 | H::Vccz | H::Vccnz | H::Execz | H::Execnz => {
                    let taken = match h.code {
                        H::Scc0 => st.scc == 0,
                        H::Scc1 => st.scc != 0,
                        H::Vccz => st.vccz(),
                        H::Vccnz => !st.vccz(),
                        H::Execz => st.execz(),
                        _ => !st.execz(),
                    };
                    // SAFETY: a branch's target and fall-through are entries
                    // (`HotOps`).
                    p = unsafe {
                        if taken {
                            start.add(h.t as usize)
                        } else {
                            p.add(1)
                        }
                    };
                    continue 'block;
                }
                H::Generic => {
                    generic(env, at(), w);
                }
                H::Generic2 => {
                    let i = at();
                    generic(env, i, w);
                    // SAFETY: a two-word entry is followed by at least two
                    // (`HotOps`). (Through the index rather than `p.add(2)`,
                    // which the compiler merges with the common one-word
                    // step into a variable step for every code.)
                    p = unsafe { start.add(i + 2) };
                    continue;
                }
                H::Cut => {
                    let i = at();
                    generic(env, i, w);
                    // SAFETY: a `Cut` is followed by a straight entry `t`
                    // words on, so that entry exists (`HotOps`).
                    p = unsafe { start.add(i + h.t as usize) };
                    continue 'block;
                }
                H::GenericBr => {
                    generic(env, at(), w);
                    // SAFETY: a `Br` entry's target and fall-through are entries
                    // (`HotOps`).
                    p = unsafe {
                        if w.state.scc as u8 == h.fz {
                            start.add(h.t as usize)
                        } else {
                            p.add(2)
                        }
                    };
                    continue 'block;
                }
                H::AddU32Rr => sc!(rr, sem::s_add_u32),
                H::AddU32Rk => sc!(rk, sem::s_add_u32),
                H::AddU32RrBad => sc!(rr, bad_add),
                H::AddU32RkBad => sc!(rk, bad_add),
                H::SubU32Rr => sc!(rr, sem::s_sub_u32),
                H::SubU32Rk => sc!(rk, sem::s_sub_u32),
                H::AddI32Rr => sc!(rr, sem::s_add_i32),
                H::AddI32Rk => sc!(rk, sem::s_add_i32),
                H::SubI32Rr => sc!(rr, sem::s_sub_i32),
                H::SubI32Rk => sc!(rk, sem::s_sub_i32),
                H::AddcU32Rr => {
                    let c = st.scc != 0;
                    sc!(rr, |a, b| sem::s_addc_u32(a, b, c))
                }
                H::AddcU32Rk => {
                    let c = st.scc != 0;
                    sc!(rk, |a, b| sem::s_addc_u32(a, b, c))
                }
                H::SubbU32Rr => {
                    let c = st.scc != 0;
                    sc!(rr, |a, b| sem::s_subb_u32(a, b, c))
                }
                H::SubbU32Rk => {
                    let c = st.scc != 0;
                    sc!(rk, |a, b| sem::s_subb_u32(a, b, c))
                }
                H::AndRr => nz!(rr, |a, b| a & b),
                H::AndRk => nz!(rk, |a, b| a & b),
                H::OrRr => nz!(rr, |a, b| a | b),
                H::OrRk => nz!(rk, |a, b| a | b),
                H::XorRr => nz!(rr, |a, b| a ^ b),
                H::XorRk => nz!(rk, |a, b| a ^ b),
                H::LshlRr => nz!(rr, sem::s_lshl_b32),
                H::LshlRk => nz!(rk, sem::s_lshl_b32),
                H::LshrRr => nz!(rr, sem::s_lshr_b32),
                H::LshrRk => nz!(rk, sem::s_lshr_b32),
                H::MulRr => {
                    let (a, b) = rr!();
                    put!(sem::s_mul_i32(a, b));
                }
                H::MulRk => {
                    let (a, b) = rk!();
                    put!(sem::s_mul_i32(a, b));
                }
                H::MovR => put!(sg!(h.a)),
                H::MovK => put!(h.k),
                H::CselectRr => {
                    let (a, b) = rr!();
                    put!(if st.scc != 0 { a } else { b });
                }
                H::CselectRk => {
                    let (a, b) = rk!();
                    put!(if st.scc != 0 { a } else { b });
                }
                H::Andn2Rr => nz!(rr, |a: u32, b: u32| a & !b),
                H::Andn2Rk => nz!(rk, |a: u32, b: u32| a & !b),
                H::Orn2Rr => nz!(rr, |a: u32, b: u32| a | !b),
                H::Orn2Rk => nz!(rk, |a: u32, b: u32| a | !b),
                H::AshrRr => nz!(rr, sem::s_ashr_i32),
                H::AshrRk => nz!(rk, sem::s_ashr_i32),
                H::MinI32Rr => sc!(rr, sem::s_min_i32),
                H::MinI32Rk => sc!(rk, sem::s_min_i32),
                H::MinU32Rr => sc!(rr, sem::s_min_u32),
                H::MinU32Rk => sc!(rk, sem::s_min_u32),
                H::MaxI32Rr => sc!(rr, sem::s_max_i32),
                H::MaxI32Rk => sc!(rk, sem::s_max_i32),
                H::MaxU32Rr => sc!(rr, sem::s_max_u32),
                H::MaxU32Rk => sc!(rk, sem::s_max_u32),
                H::And64Rr => nz64!(rr64, |a, b| a & b),
                H::And64Rk => nz64!(rk64, |a, b| a & b),
                H::Or64Rr => nz64!(rr64, |a, b| a | b),
                H::Or64Rk => nz64!(rk64, |a, b| a | b),
                H::Xor64Rr => nz64!(rr64, |a, b| a ^ b),
                H::Xor64Rk => nz64!(rk64, |a, b| a ^ b),
                H::Andn264Rr => nz64!(rr64, |a: u64, b: u64| a & !b),
                H::Andn264Rk => nz64!(rk64, |a: u64, b: u64| a & !b),
                H::Orn264Rr => nz64!(rr64, |a: u64, b: u64| a | !b),
                H::Orn264Rk => nz64!(rk64, |a: u64, b: u64| a | !b),
                H::Mov64R => {
                    let v = st.read64(h.a);
                    st.write64(h.d, v);
                }
                H::Mov64K => st.write64(h.d, (h.t as u64) << 32 | h.k as u64),
                H::EqRr => cmp!(rr, eq),
                H::EqRk => cmp!(rk, eq),
                H::LgRr => cmp!(rr, lg),
                H::LgRk => cmp!(rk, lg),
                H::LtURr => cmp!(rr, ltu),
                H::LtURk => cmp!(rk, ltu),
                H::GeURr => cmp!(rr, geu),
                H::GeURk => cmp!(rk, geu),
                H::GtURr => cmp!(rr, gtu),
                H::GtURk => cmp!(rk, gtu),
                H::LeURr => cmp!(rr, leu),
                H::LeURk => cmp!(rk, leu),
                H::LtIRr => cmp!(rr, lti),
                H::LtIRk => cmp!(rk, lti),
                H::GeIRr => cmp!(rr, gei),
                H::GeIRk => cmp!(rk, gei),
                H::GtIRr => cmp!(rr, gti),
                H::GtIRk => cmp!(rk, gti),
                H::LeIRr => cmp!(rr, lei),
                H::LeIRk => cmp!(rk, lei),
                H::EqRrBr => br!(rr, eq),
                H::EqRkBr => br!(rk, eq),
                H::LgRrBr => br!(rr, lg),
                H::LgRkBr => br!(rk, lg),
                H::LtURrBr => br!(rr, ltu),
                H::LtURkBr => br!(rk, ltu),
                H::GeURrBr => br!(rr, geu),
                H::GeURkBr => br!(rk, geu),
                H::GtURrBr => br!(rr, gtu),
                H::GtURkBr => br!(rk, gtu),
                H::LeURrBr => br!(rr, leu),
                H::LeURkBr => br!(rk, leu),
                H::LtIRrBr => br!(rr, lti),
                H::LtIRkBr => br!(rk, lti),
                H::GeIRrBr => br!(rr, gei),
                H::GeIRkBr => br!(rk, gei),
                H::GtIRrBr => br!(rr, gti),
                H::GtIRkBr => br!(rk, gti),
                H::LeIRrBr => br!(rr, lei),
                H::LeIRkBr => br!(rk, lei),
            }
            // SAFETY: a straight entry is never the last one (`HotOps`).
            p = unsafe { p.add(1) };
        }
    }
    // SAFETY: `p` and `start` point into the same slice.
    let i = unsafe { p.offset_from(start) } as usize;
    (i, max - left)
}
