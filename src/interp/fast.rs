//! The run loop's fast path: straight runs of ALU ops as compact [`Hot`] entries
//! whose code already says which operation it is and whether its second source
//! is a register or a constant, so an op costs one dispatch and no operand-kind
//! work. Everything else (and every op near the step limit) goes through the
//! general loop in `mod.rs` with the same semantics.

use super::alu::{alu_ops, alu_rule};
use super::unary::{unary_ops, unary_rule};
use super::{oflag, sem, straight, Op, Wave};
use crate::isa::table::Format;
use crate::isa::Opcode;

/// Passes both tables to the macro `$m`: `$m! { (<rows of unary.rs>) <rows
/// of alu.rs> }`, so one consumer sees the fast codes of both.
macro_rules! both_tables {
    ($m:ident) => {
        unary_ops! { with_alu!($m) }
    };
}

/// `both_tables`' second step: the rows of `unary.rs` as one group, then
/// those of `alu.rs`.
macro_rules! with_alu {
    (($m:ident) $($urows:tt)*) => {
        alu_ops! { $m!($($urows)*) }
    };
}

/// Declares [`H`]: the fixed codes below and the fast codes of every row of
/// the tables in `unary.rs` and `alu.rs`.
macro_rules! hot_codes {
    (($($($uopc:ident)|+ : $urule:ident $uw:ident ($uf:expr) fast($($ucode:ident),*);)*) $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) $swap:ident
        fast($($code:ident),* $(; $zcode:ident)?);)*) => {
        /// What a [`Hot`] entry does. The codes of the `unary.rs` rows end
        /// in `R` (S0 is a register). The codes of the `alu.rs` rows end in
        /// `Rr` (both sources are registers), `Rk` (SSRC0 a register, SSRC1 a
        /// constant in `Hot::k`, or `t:k` for 64 bits), and `RrBr`/`RkBr` (a
        /// compare fused with the `s_cbranch_scc0/1` after it, which ends the
        /// run), and `RkZBr` (the `Rk` op, then `s_cmp_eq/lg_u32` of its
        /// SDST with 0 and `s_cbranch_scc0/1`: three instructions that end
        /// the run; `Hot::b` is 1 for `eq`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub(crate) enum H {
            /// Not a straight op: the run ends before it.
            Exit,
            /// A straight op that ends its run although the next op is
            /// straight too: runs are cut every [`MAX_RUN`] instructions so
            /// that a run's length always fits `Hot::run`. Runs through
            /// `exec_straight` (one word, or two when `Hot::t` is 2), then the
            /// loop checks the budget again.
            Cut,
            /// A straight op without a short form here: the general
            /// `exec_straight`.
            Generic,
            /// A straight SOP1 op without a short form: its family's
            /// executor, without `exec_straight`'s dispatch first.
            GenericSop1,
            /// A straight op fused with the branch after it, through
            /// `exec_straight`.
            GenericBr,
            /// The literal word of a two-word op that has a short code: that
            /// code runs the op and steps here, and this steps on to the
            /// next op (no instruction, no step). Its `run` is 0, so a run
            /// never starts here: a wave that lands on the word (a jump into
            /// the middle of the op) leaves the fast path and the general
            /// loop runs the word as the instruction it decodes to. `build`
            /// leaves the op generic when a direct branch targets the word,
            /// so that a loop does not leave the fast path on every pass.
            Lit,
            /// A two-word straight op (a literal operand), through
            /// `exec_straight`.
            Generic2,
            /// SOPP no-ops (`s_nop`, `s_waitcnt`, ...): one step, nothing else.
            Nop,
            /// A VALU instruction that `valu::direct` runs straight (one
            /// word, or two for `Valu2`: VOP3 or a literal). When it
            /// declines, the run ends before the op and the general loop
            /// runs it.
            Valu,
            Valu2,
            /// Branches on their own (no compare fused), with a target inside
            /// the program: one step, and the run ends.
            Branch,
            Scc0,
            Scc1,
            Vccz,
            Vccnz,
            Execz,
            Execnz,
            /// `s_mov_b32`/`s_mov_b64` from a register or a constant (the
            /// 64-bit constant is `t:k`).
            MovR,
            MovK,
            Mov64R,
            Mov64K,
            /// `s_add_u32` with a wrong carry: only under the `AddCarry` test
            /// hook.
            #[cfg(feature = "test-hooks")]
            AddU32RrBad,
            #[cfg(feature = "test-hooks")]
            AddU32RkBad,
            $($($ucode,)*)*
            $($($code,)*)*
            $($($zcode,)?)*
        }
    };
}
both_tables!(hot_codes);

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

impl Hot {
    /// An entry with `code` for `o`, keeping its branch fields; no operands.
    fn of(o: &Op, code: H) -> Hot {
        Hot {
            code,
            d: 0,
            a: 0,
            b: 0,
            k: 0,
            t: o.t,
            run: 0,
            fz: o.fz,
        }
    }
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
        d: o.d & 127,
        ..Hot::of(o, H::Generic)
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
    // Unary: the row's code takes a register S0 only.
    if !fused {
        if let Some(code) = unary_code(o.op) {
            let Kind::R(a) = kind(&o.a)? else {
                return None;
            };
            (h.a, h.code) = (a, code);
            return Some(h);
        }
    }
    // Binary: the row's codes, and whether SSRC0 and SSRC1 may swap (so a
    // constant SSRC0 can take the register/constant code).
    let (rr, rk, commutes) = codes(o.op, fused)?;
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
    // A fused pair keeps its branch target in `t`, so a 64-bit compare's
    // constant must fit in `k` (its high half 0, as the code reads it).
    if !fused {
        h.t = (wide >> 32) as u32;
    } else if wide >> 32 != 0 {
        return None;
    }
    Some(h)
}

/// Builds the fast path's entries for lowered `ops` (after fusing).
pub(crate) fn build(ops: &[Op]) -> HotOps {
    let mut v: Vec<Hot> = ops
        .iter()
        .map(|o| {
            let fused = o.flags == oflag::FUSED;
            if o.direct {
                return Hot::of(o, if o.len == 2 { H::Valu2 } else { H::Valu });
            }
            let code = if fused {
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
            };
            let generic = Hot::of(o, code);
            if generic.code == H::Generic2 {
                generic
            } else if generic.code == H::Exit {
                Hot {
                    code: sopp(o),
                    ..generic
                }
            } else {
                short(o, fused).unwrap_or(if code == H::Generic && o.op.format() == Format::Sop1 {
                    Hot::of(o, H::GenericSop1)
                } else {
                    generic
                })
            }
        })
        .collect();
    short_literal_ops(ops, &mut v);
    fuse_count_downs(&mut v);
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
        if is_zero_branch(h.code) && (i + 3 >= len || h.t as usize >= len)
            || is_branch(h.code) && (i + 2 >= len || h.t as usize >= len)
            || is_jump(h.code) && (i + 1 >= len || h.t as usize >= len)
            || matches!(h.code, H::Generic2 | H::Valu2) && i + 2 >= len
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
        let words = if matches!(v[i].code, H::Generic2 | H::Valu2)
            || v.get(i + 1).is_some_and(|n| n.code == H::Lit)
        {
            2
        } else {
            1
        };
        v[i].run = match v[i].code {
            H::Exit | H::Lit => 0,
            c if is_zero_branch(c) => 3,
            c if is_branch(c) => 2,
            c if is_jump(c) => 1,
            // A `Cut` runs its op as a scalar op: a VALU op there leaves
            // the fast path instead.
            H::Valu | H::Valu2 if after(words) == MAX_RUN => {
                v[i].code = H::Exit;
                0
            }
            _ if after(words) == MAX_RUN => {
                v[i].code = H::Cut;
                v[i].t = words as u32;
                1
            }
            _ => after(words) + 1,
        };
    }
    HotOps(v)
}

#[cfg(feature = "test-hooks")]
impl HotOps {
    /// Plants the test hook's bug (`InterpOptions::sabotage`).
    pub(crate) fn plant(&mut self, sabotage: super::FastSabotage) {
        let v = &mut self.0;
        match sabotage {
            super::FastSabotage::StepCharge => {
                for h in v.iter_mut() {
                    h.run = h.run.min(16);
                }
            }
            super::FastSabotage::AddCarry => {
                for h in v.iter_mut() {
                    h.code = match h.code {
                        H::AddU32Rr => H::AddU32RrBad,
                        H::AddU32Rk => H::AddU32RkBad,
                        c => c,
                    };
                }
            }
        }
    }
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
        // `s_barrier` may stop the run (a wave in a workgroup): the slow path.
        S_NOP | S_WAKEUP | S_WAITCNT | S_SLEEP | S_ICACHE_INV | S_INCPERFLEVEL | S_DECPERFLEVEL
        | S_TTRACEDATA => H::Nop,
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

/// Declares `unary_code`, `codes` and `BRANCH_CODES` from the rows of the
/// tables in `unary.rs` and `alu.rs`.
macro_rules! hot_select {
    (($($($uopc:ident)|+ : $urule:ident $uw:ident ($uf:expr) fast($($ucode:ident),*);)*) $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) $swap:ident
        fast($($rr:ident, $rk:ident $(, $rrbr:ident, $rkbr:ident)? $(; $zbr:ident)?)?);)*) => {
        /// The fast code of the one-source `op` (a register S0), if any.
        fn unary_code(op: Opcode) -> Option<H> {
            match op {
                $($(Opcode::$uopc)|+ => None $(.or(Some(H::$ucode)))*,)*
                _ => None,
            }
        }

        /// The fast codes of `op` (register/register, register/constant) and
        /// whether its sources may swap; `fused` asks for the codes that also
        /// take the branch after the op.
        fn codes(op: Opcode, fused: bool) -> Option<(H, H, bool)> {
            let commutes = |swap: &str| swap == "commutes";
            match op {
                $($(Opcode::$opc)|+ => {
                    let plain: Option<(H, H)> = None $(.or(Some((H::$rr, H::$rk))))?;
                    let branch: Option<(H, H)> =
                        None $($(.or(Some((H::$rrbr, H::$rkbr))))?)?;
                    let (rr, rk) = if fused { branch } else { plain }?;
                    Some((rr, rk, commutes(stringify!($swap))))
                })*
                _ => None,
            }
        }

        /// The compare codes fused with a branch.
        const BRANCH_CODES: &[H] = &[$($($(H::$rrbr, H::$rkbr,)?)?)*];

        /// The count-down code of a register/constant code `c`, if its row
        /// has one.
        fn zero_branch_code(c: H) -> Option<H> {
            match c {
                $($($(H::$rk => Some(H::$zbr),)?)?)*
                _ => None,
            }
        }

        /// The count-down codes.
        const ZERO_BRANCH_CODES: &[H] = &[$($($(H::$zbr,)?)?)*];
    };
}
both_tables!(hot_select);

/// Gives the two-word straight ops (a literal operand) their short code, with
/// a `Lit` entry on the literal's word, unless another op reaches that word
/// without a jump: a direct branch to it, or a two-word op just before (the
/// word before the op is then itself a literal that decodes as a two-word
/// instruction, which falls through onto the word).
fn short_literal_ops(ops: &[Op], v: &mut [Hot]) {
    let mut target = vec![false; v.len()];
    for o in ops {
        if let Some(t) = target.get_mut(o.t as usize) {
            *t = true;
        }
    }
    for i in 0..v.len().saturating_sub(2) {
        let overlapped = i > 0 && ops[i - 1].len == 2;
        if v[i].code != H::Generic2 || target[i + 1] || overlapped {
            continue;
        }
        let one_word = Op {
            flags: 0,
            len: 1,
            ..ops[i]
        };
        if let Some(h) = short(&one_word, false) {
            v[i] = h;
            v[i + 1] = Hot {
                code: H::Lit,
                ..Hot::of(&ops[i + 1], H::Lit)
            };
        }
    }
}

/// Gives a register/constant op the count-down code of its row when the
/// entry after it is `s_cmp_eq_u32`/`s_cmp_lg_u32` of the op's SDST with 0
/// fused with its branch. The compare's own entry stays (a branch may land
/// on it).
fn fuse_count_downs(v: &mut [Hot]) {
    for i in 0..v.len().saturating_sub(1) {
        let (h, n) = (v[i], v[i + 1]);
        let eq = match n.code {
            H::EqRkBr => 1,
            H::LgRkBr => 0,
            _ => continue,
        };
        if let Some(code) = zero_branch_code(h.code) {
            if n.a == h.d && n.k == 0 {
                v[i] = Hot {
                    code,
                    b: eq,
                    t: n.t,
                    fz: n.fz,
                    ..h
                };
            }
        }
    }
}

/// A count-down code: three instructions that end the run with a branch.
fn is_zero_branch(c: H) -> bool {
    ZERO_BRANCH_CODES.contains(&c)
}

/// A code that ends its run with a branch (a fused pair).
fn is_branch(c: H) -> bool {
    c == H::GenericBr || BRANCH_CODES.contains(&c)
}

#[cfg(feature = "test-hooks")]
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

/// The straight SOP1 ops without a short form, through their family's
/// executor (a straight op falls through, so its `Next` is `Seq`).
#[inline(never)]
fn generic_sop1(env: &Env, i: usize, w: &mut Wave) {
    if let Some(o) = env.ops.get(i) {
        super::sop1::exec(o.op, o, &mut w.state, env.base.wrapping_add(4 * i as u64));
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
///
/// One function of about 270 lines on purpose: the loop's pointer, budget
/// and wave stay in registers only while every code's arm is inline in one
/// `match`, and the arms of the `unary.rs` and `alu.rs` rows are generated
/// into it by local macros (which must see the loop's variables).
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
            // The source pair of a row's code at its width: `rr` both
            // registers, `rk` a register and the entry's constant.
            macro_rules! src {
                (b32, rr) => {
                    (sg!(h.a), sg!(h.b))
                };
                (b32, rk) => {
                    (sg!(h.a), h.k)
                };
                (b64, rr) => {
                    (st.read64(h.a), st.read64(h.b))
                };
                (b64, rk) => {
                    (st.read64(h.a), (h.t as u64) << 32 | h.k as u64)
                };
                (b64_b32, rr) => {
                    (st.read64(h.a), sg!(h.b))
                };
                (b64_b32, rk) => {
                    (st.read64(h.a), h.k)
                };
            }
            // The same for a compare fused with its branch, whose `t` is the
            // target: a constant is `k` alone (`short` keeps it so).
            macro_rules! src_br {
                (b32, $ab:ident) => {
                    src!(b32, $ab)
                };
                (b64, rr) => {
                    src!(b64, rr)
                };
                (b64, rk) => {
                    (st.read64(h.a), h.k as u64)
                };
            }
            macro_rules! put_w {
                (b32, $v:expr) => {{
                    let v: u32 = $v;
                    put!(v);
                }};
                (b64, $v:expr) => {{
                    let v: u64 = $v;
                    st.write64(h.d, v);
                }};
                (b64_b32, $v:expr) => {
                    put_w!(b64, $v)
                };
                (b32_to_b64, $v:expr) => {
                    put_w!(b64, $v)
                };
                (b64_to_b32, $v:expr) => {
                    put_w!(b32, $v)
                };
            }
            // The source of a one-source row's code at its width.
            macro_rules! src1 {
                (b32) => {
                    sg!(h.a)
                };
                (b32_to_b64) => {
                    sg!(h.a)
                };
                ($w:ident) => {
                    st.read64(h.a)
                };
            }
            macro_rules! br {
                ($w:ident, $ab:ident, $f:expr) => {{
                    let (a, b) = src_br!($w, $ab);
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
            // A count-down code: the row's op with a constant, then SCC =
            // (SDST != 0) for `lg` or (SDST == 0) for `eq` (`h.b`), which
            // replaces the op's own SCC, and the branch.
            macro_rules! zbr {
                ($rule:ident, $f:expr) => {{
                    let z: u32;
                    macro_rules! put_z {
                        ($z:ident, $v:expr) => {{
                            let v: u32 = $v;
                            put!(v);
                            $z = v;
                        }};
                    }
                    alu_rule!($rule, $f, src!(b32, rk), st, [put_z](z));
                    let c = (z != 0) as u8 ^ h.b;
                    st.scc = c as u32;
                    // SAFETY: a count-down entry's target and fall-through
                    // are entries (`HotOps`).
                    p = unsafe {
                        if c == h.fz {
                            start.add(h.t as usize)
                        } else {
                            p.add(3)
                        }
                    };
                    continue 'block;
                }};
            }
            // The match over `h.code`: the fixed codes, then every row of the
            // tables in `unary.rs` and `alu.rs` with fast codes.
            macro_rules! hot_match {
                (($($($uopc:ident)|+ : $urule:ident $uw:ident ($uf:expr) fast($($ucode:ident),*);)*) $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) $swap:ident
                    fast($($rr:ident, $rk:ident $(, $rrbr:ident, $rkbr:ident)? $(; $zbr:ident)?)?);)*) => {
                    match h.code {
                        H::Exit => break 'block,
                        H::Nop | H::Lit => {}
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
                            // SAFETY: a branch's target and fall-through are
                            // entries (`HotOps`).
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
                        H::Valu | H::Valu2 => {
                            let i = at();
                            if !env.ops.get(i).is_some_and(|o| super::valu::direct::run_on_host(o, w)) {
                                // Declined: the run ends here, and the steps
                                // charged for the rest of it come back.
                                left += h.run as u64;
                                break 'block;
                            }
                            if h.code == H::Valu2 {
                                // SAFETY: a two-word entry is followed by at
                                // least two (`HotOps`).
                                p = unsafe { start.add(i + 2) };
                                continue;
                            }
                        }
                        H::GenericSop1 => {
                            generic_sop1(env, at(), w);
                        }
                        H::Generic2 => {
                            let i = at();
                            generic(env, i, w);
                            // SAFETY: a two-word entry is followed by at least
                            // two (`HotOps`). (Through the index rather than
                            // `p.add(2)`, which the compiler merges with the
                            // common one-word step into a variable step for
                            // every code.)
                            p = unsafe { start.add(i + 2) };
                            continue;
                        }
                        H::Cut => {
                            let i = at();
                            generic(env, i, w);
                            // SAFETY: a `Cut` is followed by a straight entry
                            // `t` words on, so that entry exists (`HotOps`).
                            p = unsafe { start.add(i + h.t as usize) };
                            continue 'block;
                        }
                        H::GenericBr => {
                            generic(env, at(), w);
                            // SAFETY: a `Br` entry's target and fall-through
                            // are entries (`HotOps`).
                            p = unsafe {
                                if w.state.scc as u8 == h.fz {
                                    start.add(h.t as usize)
                                } else {
                                    p.add(2)
                                }
                            };
                            continue 'block;
                        }
                        H::MovR => put!(sg!(h.a)),
                        H::MovK => put!(h.k),
                        H::Mov64R => {
                            let v = st.read64(h.a);
                            st.write64(h.d, v);
                        }
                        H::Mov64K => st.write64(h.d, (h.t as u64) << 32 | h.k as u64),
                        #[cfg(feature = "test-hooks")]
                        H::AddU32RrBad => alu_rule!(carry, bad_add, src!(b32, rr), st, [put_w](b32)),
                        #[cfg(feature = "test-hooks")]
                        H::AddU32RkBad => alu_rule!(carry, bad_add, src!(b32, rk), st, [put_w](b32)),
                        $($(
                            H::$ucode => unary_rule!($urule, $uf, src1!($uw), st, [put_w]($uw)),
                        )*)*
                        $($(
                            H::$rr => alu_rule!($rule, $f, src!($w, rr), st, [put_w]($w)),
                            H::$rk => alu_rule!($rule, $f, src!($w, rk), st, [put_w]($w)),
                            $(
                                H::$rrbr => br!($w, rr, $f),
                                H::$rkbr => br!($w, rk, $f),
                            )?
                            $(
                                H::$zbr => zbr!($rule, $f),
                            )?
                        )?)*
                    }
                };
            }
            both_tables!(hot_match);
            // SAFETY: a straight entry is never the last one (`HotOps`).
            p = unsafe { p.add(1) };
        }
    }
    // SAFETY: `p` and `start` point into the same slice.
    let i = unsafe { p.offset_from(start) } as usize;
    (i, max - left)
}
