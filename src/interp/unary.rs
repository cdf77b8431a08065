//! The interpreter's one-source SOP1 operations (`D = f(S0)`, and the
//! EXEC-save forms), one row each: the counterpart of `alu.rs` for SOP1.
//!
//! Every path that runs these operations is generated from [`unary_ops!`]:
//! the family executor (`sop1::exec`) through [`unary_match!`], the fast
//! path's codes, their selection and their execution in `fast.rs`, and each
//! row as a plain host function ([`helper`]) that the baseline JIT tier
//! calls.
//! `tests::rows_agree_with_the_opcode_table` checks each row's SCC rule and
//! widths against the opcode table.
//!
//! Columns of a row (`OPCODES : rule width (helper) fast(...)`):
//! - rule: `nonzero` (SCC = result != 0), `keep` (SCC unchanged),
//!   `saveexec` (D = old EXEC, EXEC = helper's `SaveExec` of S0 and the old
//!   EXEC, SCC = new EXEC != 0; EXEC is written before D, so SDST = EXEC ends
//!   with the old value, docs/semantics.md §9.9), `wrexec` (the same with D =
//!   the new EXEC).
//! - width: `b32` (32-bit S0 and D), `b64` (64-bit S0 and D), `b64_to_b32`
//!   (64-bit S0, 32-bit D), `b32_to_b64` (32-bit S0, 64-bit D).
//! - fast: the fast path's code for a register S0 (a constant S0 takes the
//!   generic path), or `fast()`. As with `alu.rs`, give a code only where a
//!   kernel gains from it (docs/internals.md §4).

/// Passes the table to the macro `$m` after the tokens `$args` (one token
/// tree), so each consumer expands the rows its own way.
macro_rules! unary_ops {
    ($m:ident ! $args:tt) => {
        $m! { $args
            S_NOT_B32 : nonzero b32 (|a: u32| !a) fast();
            S_NOT_B64 : nonzero b64 (|a: u64| !a) fast();
            S_WQM_B32 : nonzero b32 (sem::s_wqm_b32) fast();
            S_WQM_B64 : nonzero b64 (sem::s_wqm_b64) fast(Wqm64R);
            S_BREV_B32 : keep b32 (u32::reverse_bits) fast(BrevR);
            S_BREV_B64 : keep b64 (u64::reverse_bits) fast();
            S_BCNT0_I32_B32 : nonzero b32 (|a: u32| a.count_zeros()) fast();
            S_BCNT0_I32_B64 : nonzero b64_to_b32 (|a: u64| a.count_zeros()) fast(Bcnt064R);
            S_BCNT1_I32_B32 : nonzero b32 (|a: u32| a.count_ones()) fast(Bcnt1R);
            S_BCNT1_I32_B64 : nonzero b64_to_b32 (|a: u64| a.count_ones()) fast(Bcnt164R);
            S_FF0_I32_B32 : keep b32 (sem::s_ff0_i32_b32) fast();
            S_FF0_I32_B64 : keep b64_to_b32 (sem::s_ff0_i32_b64) fast();
            S_FF1_I32_B32 : keep b32 (sem::s_ff1_i32_b32) fast(Ff1R);
            S_FF1_I32_B64 : keep b64_to_b32 (sem::s_ff1_i32_b64) fast();
            S_FLBIT_I32_B32 : keep b32 (sem::s_flbit_i32_b32) fast();
            S_FLBIT_I32_B64 : keep b64_to_b32 (sem::s_flbit_i32_b64) fast();
            S_FLBIT_I32 : keep b32 (sem::s_flbit_i32) fast();
            S_FLBIT_I32_I64 : keep b64_to_b32 (sem::s_flbit_i32_i64) fast();
            S_SEXT_I32_I8 : keep b32 (|a| sem::sext_from32(a, 8)) fast();
            S_SEXT_I32_I16 : keep b32 (|a| sem::sext_from32(a, 16)) fast();
            S_QUADMASK_B32 : nonzero b32 (sem::s_quadmask_b32) fast();
            S_QUADMASK_B64 : nonzero b64 (sem::s_quadmask_b64) fast(Quadmask64R);
            S_ABS_I32 : nonzero b32 (sem::s_abs_i32) fast();
            S_BITREPLICATE_B64_B32 : keep b32_to_b64 (sem::s_bitreplicate_b64_b32) fast();
            S_AND_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::And) fast(AndSaveexecR);
            S_OR_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Or) fast();
            S_XOR_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Xor) fast();
            S_ANDN2_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Andn2) fast(Andn2SaveexecR);
            S_ORN2_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Orn2) fast();
            S_NAND_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Nand) fast();
            S_NOR_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Nor) fast();
            S_XNOR_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Xnor) fast();
            S_ANDN1_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Andn1) fast();
            S_ORN1_SAVEEXEC_B64 : saveexec b64 (sem::SaveExec::Orn1) fast();
            S_ANDN1_WREXEC_B64 : wrexec b64 (sem::SaveExec::Andn1) fast();
            S_ANDN2_WREXEC_B64 : wrexec b64 (sem::SaveExec::Andn2) fast();
        }
    };
}
pub(super) use unary_ops;

/// One row's effect: computes the helper `$f` on the source `$a` and applies
/// the rule, writing a result through the macro `[$put]` called as
/// `$put!($p..., value)`. `$st` is the wave state.
macro_rules! unary_rule {
    (nonzero, $f:expr, $a:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let v = $f($a);
        $($put)+!($($p)*, v);
        $st.scc = (v != 0) as u32;
    }};
    (keep, $f:expr, $a:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let v = $f($a);
        $($put)+!($($p)*, v);
    }};
    (saveexec, $f:expr, $a:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let s0: u64 = $a;
        let old = $st.exec();
        let new = $crate::interp::sem::saveexec($f, s0, old);
        $st.scc = (new != 0) as u32;
        $st.set_exec(new);
        $($put)+!($($p)*, old);
    }};
    (wrexec, $f:expr, $a:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let s0: u64 = $a;
        let new = $crate::interp::sem::saveexec($f, s0, $st.exec());
        $st.scc = (new != 0) as u32;
        $st.set_exec(new);
        $($put)+!($($p)*, new);
    }};
}
pub(super) use unary_rule;

/// Writes a row's result to SDST `$d` at the row's destination width.
macro_rules! unary_put {
    (b32, $st:ident, $d:expr, $v:expr) => {{
        let v: u32 = $v;
        $st.sgpr[$d as usize & 127] = v;
    }};
    (b64_to_b32, $st:ident, $d:expr, $v:expr) => {
        $crate::interp::unary::unary_put!(b32, $st, $d, $v)
    };
    ($w:ident, $st:ident, $d:expr, $v:expr) => {{
        let v: u64 = $v;
        $st.write64($d, v);
    }};
}
pub(super) use unary_put;

/// `match $op { <every row>, $rest }` over a lowered op `$o` and the wave
/// state `$st` (an identifier): the family executor. `$rest` are the
/// caller's own arms, the last one a wildcard.
macro_rules! unary_match {
    (($op:expr, $o:expr, $st:ident; $($rest:tt)*)
     $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) fast($($codes:ident),*);)*) => {
        match $op {
            $($($crate::isa::Opcode::$opc)|+ => $crate::interp::unary::unary_rule!(
                $rule,
                $f,
                $crate::interp::unary::unary_source!($w, $o, $st),
                $st,
                [$crate::interp::unary::unary_put]($w, $st, $o.d)
            ),)*
            $($rest)*
        }
    };
}
pub(super) use unary_match;

/// The source of a lowered op `$o` at a row's width.
macro_rules! unary_source {
    (b32, $o:expr, $st:expr) => {
        $o.a.r32($st)
    };
    (b32_to_b64, $o:expr, $st:expr) => {
        $o.a.r32($st)
    };
    ($w:ident, $o:expr, $st:expr) => {
        $o.a.r64($st)
    };
}
pub(super) use unary_source;

/// A row as a plain host function, for compiled code that calls it instead
/// of the interpreter (the baseline tier, `jit/baseline/emit.rs`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum UnaryHelper {
    /// `D = f(S0)`: S0 zero-extended to 64 bits (its low half for a 32-bit
    /// S0), the result likewise; SCC = result != 0 when `nonzero`, else
    /// unchanged.
    Pure {
        f: extern "C" fn(u64) -> u64,
        nonzero: bool,
        src64: bool,
        dst64: bool,
    },
    /// The EXEC-save forms: `f(S0, old EXEC)` is the new EXEC; SCC = new
    /// EXEC != 0; D = the old EXEC (`saveexec`) or the new one (`wrexec`),
    /// written after EXEC.
    Exec {
        f: extern "C" fn(u64, u64) -> u64,
        wrexec: bool,
    },
}

/// One row's [`UnaryHelper`].
macro_rules! unary_helper_of {
    (nonzero, $w:ident, $f:expr) => {
        $crate::interp::unary::unary_helper_of!(@pure true, $w, $f)
    };
    (keep, $w:ident, $f:expr) => {
        $crate::interp::unary::unary_helper_of!(@pure false, $w, $f)
    };
    (saveexec, $w:ident, $f:expr) => {
        $crate::interp::unary::unary_helper_of!(@exec false, $f)
    };
    (wrexec, $w:ident, $f:expr) => {
        $crate::interp::unary::unary_helper_of!(@exec true, $f)
    };
    (@exec $wrexec:expr, $f:expr) => {{
        extern "C" fn h(s0: u64, old: u64) -> u64 {
            $crate::interp::sem::saveexec($f, s0, old)
        }
        UnaryHelper::Exec { f: h, wrexec: $wrexec }
    }};
    (@pure $nonzero:expr, b32, $f:expr) => {{
        extern "C" fn h(a: u64) -> u64 {
            let v: u32 = ($f)(a as u32);
            v as u64
        }
        UnaryHelper::Pure { f: h, nonzero: $nonzero, src64: false, dst64: false }
    }};
    (@pure $nonzero:expr, b64, $f:expr) => {{
        extern "C" fn h(a: u64) -> u64 {
            let v: u64 = ($f)(a);
            v
        }
        UnaryHelper::Pure { f: h, nonzero: $nonzero, src64: true, dst64: true }
    }};
    (@pure $nonzero:expr, b64_to_b32, $f:expr) => {{
        extern "C" fn h(a: u64) -> u64 {
            let v: u32 = ($f)(a);
            v as u64
        }
        UnaryHelper::Pure { f: h, nonzero: $nonzero, src64: true, dst64: false }
    }};
    (@pure $nonzero:expr, b32_to_b64, $f:expr) => {{
        extern "C" fn h(a: u64) -> u64 {
            let v: u64 = ($f)(a as u32);
            v
        }
        UnaryHelper::Pure { f: h, nonzero: $nonzero, src64: false, dst64: true }
    }};
}
pub(super) use unary_helper_of;

/// `match $op { <every row> => Some(helper), _ => None }`.
macro_rules! unary_helper_match {
    (($op:expr)
     $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) fast($($codes:ident),*);)*) => {
        match $op {
            $($($crate::isa::Opcode::$opc)|+ => Some(
                $crate::interp::unary::unary_helper_of!($rule, $w, $f)
            ),)*
            _ => None,
        }
    };
}

/// The row of `op` as a host function, if `op` is a row of the table.
pub(crate) fn helper(op: crate::isa::Opcode) -> Option<UnaryHelper> {
    use super::sem;
    unary_ops!(unary_helper_match!(op))
}

/// The operations of the table, for tests: opcode, rule, width and the
/// number of fast codes.
#[cfg(test)]
macro_rules! unary_list {
    (()
     $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) fast($($codes:ident),*);)*) => {
        {
            let mut rows = Vec::new();
            $(
                let fast = <[&str]>::len(&[$(stringify!($codes)),*]);
                $(rows.push((
                    crate::isa::Opcode::$opc,
                    stringify!($rule),
                    stringify!($w),
                    fast,
                ));)+
            )*
            rows
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::isa::Opcode;

    /// (opcode, rule, width, fast codes) for every row.
    type Row = (Opcode, &'static str, &'static str, usize);
    fn rows() -> Vec<Row> {
        unary_ops!(unary_list!())
    }

    /// Each row's SCC rule says what the opcode table's SCC flags say, and
    /// its widths what the table's operand signature says.
    #[test]
    fn rows_agree_with_the_opcode_table() {
        for (op, rule, width, fast) in rows() {
            let info = op.info();
            let writes = matches!(rule, "nonzero" | "saveexec" | "wrexec");
            assert!(!info.reads_scc(), "{op:?} reads SCC");
            assert_eq!(info.writes_scc(), writes, "{op:?} writes SCC ({rule})");
            let (s0, d) = match width {
                "b32" => (1, 1),
                "b64" => (2, 2),
                "b64_to_b32" => (2, 1),
                "b32_to_b64" => (1, 2),
                w => panic!("{op:?}: unknown width {w}"),
            };
            let sig = op.sig();
            assert_eq!(
                (sig.src0, sig.src1, sig.dst),
                (s0, 0, d),
                "{op:?} ({width})"
            );
            assert_eq!(info.format, crate::isa::table::Format::Sop1, "{op:?}");
            assert_eq!(info.flow, crate::isa::Flow::Next, "{op:?}");
            assert!(fast <= 1, "{op:?}: {fast} fast codes");
        }
    }

    /// Every SOP1 operation that computes D from S0 alone and falls through
    /// has one row; the others (moves, which the fast path has its own codes
    /// for, and the ones that read D, the PC, M0 or the fork/join stack) are
    /// listed here by name.
    #[test]
    fn every_one_source_op_has_one_row() {
        use crate::isa::table::Format;
        use Opcode::*;
        for &op in Opcode::ALL {
            let info = op.info();
            let unary = info.format == Format::Sop1
                && info.flow == crate::isa::Flow::Next
                && info.sig.src0 > 0
                && info.sig.dst > 0;
            let exempt = matches!(
                op,
                S_MOV_B32
                    | S_MOV_B64
                    | S_MOV_REGRD_B32
                    | S_MOV_FED_B32
                    | S_CMOV_B32
                    | S_CMOV_B64
                    | S_BITSET0_B32
                    | S_BITSET1_B32
                    | S_BITSET0_B64
                    | S_BITSET1_B64
                    | S_MOVRELS_B32
                    | S_MOVRELS_B64
                    | S_MOVRELD_B32
                    | S_MOVRELD_B64
            );
            let n = rows().iter().filter(|r| r.0 == op).count();
            assert_eq!(n, (unary && !exempt) as usize, "{op:?}: {n} rows");
        }
    }
}
