//! The interpreter's two-source ALU operations (SOP2 and SOPC), one row each.
//!
//! A row says everything the interpreter needs to know about an operation:
//! its opcodes, its SCC rule, how wide its operands are, the value-level
//! helper in `sem` that computes it, whether its sources may swap, and the
//! codes it has in the fast path (if any). Every path that runs these
//! operations is generated from [`alu_ops!`]: the family executors
//! (`sop2::exec`, `sopc::exec`) and the straight-run path (`exec_straight`)
//! through [`alu_match!`], the fast path's codes, their selection and their
//! execution in `fast.rs`. Adding an operation to all of them is one row here
//! plus its helper in `sem`; `tests::rows_agree_with_the_opcode_table` checks
//! each row's SCC rule and widths against the opcode table.
//!
//! Columns of a row (`OPCODES : rule width (helper) swap fast(...)`):
//! - rule: `carry` (helper gives the value and SCC), `carry_scc` (the same,
//!   reading SCC), `nonzero` (SCC = result != 0), `keep` (SCC unchanged),
//!   `keep_scc` (SCC unchanged, read), `compare` (SCC = helper's result, no
//!   register written).
//! - width: `b32` (32-bit S0, S1, D), `b64` (64-bit S0, S1, D), `b64_b32`
//!   (64-bit S0 and D, 32-bit S1), `b32_to_b64` (32-bit S0, S1; 64-bit D).
//! - swap: `commutes` when S0 and S1 may trade places with value and SCC
//!   unchanged (the fast path then takes a constant in S0 too), else
//!   `ordered`.
//! - fast: the fast path's register/register and register/constant codes,
//!   and for compares the same two fused with the `s_cbranch_scc0/1` after
//!   them; `fast()` when the operation has no fast-path code. After a `;`, a
//!   code for the register/constant form fused with the two instructions
//!   after it when they are `s_cmp_eq_u32`/`s_cmp_lg_u32` of its SDST with 0
//!   and `s_cbranch_scc0/1` (a loop's count-down and exit test).

/// Passes the table to the macro `$m` after the tokens `$args` (one token
/// tree), so each consumer expands the rows its own way.
macro_rules! alu_ops {
    ($m:ident ! $args:tt) => {
        $m! { $args
            S_ADD_U32 : carry b32 (sem::s_add_u32) commutes fast(AddU32Rr, AddU32Rk; AddU32RkZBr);
            S_SUB_U32 : carry b32 (sem::s_sub_u32) ordered fast(SubU32Rr, SubU32Rk; SubU32RkZBr);
            S_ADD_I32 : carry b32 (sem::s_add_i32) commutes fast(AddI32Rr, AddI32Rk; AddI32RkZBr);
            S_SUB_I32 : carry b32 (sem::s_sub_i32) ordered fast(SubI32Rr, SubI32Rk; SubI32RkZBr);
            S_ADDC_U32 : carry_scc b32 (sem::s_addc_u32) commutes fast(AddcU32Rr, AddcU32Rk);
            S_SUBB_U32 : carry_scc b32 (sem::s_subb_u32) ordered fast(SubbU32Rr, SubbU32Rk);
            S_MIN_I32 : carry b32 (sem::s_min_i32) ordered fast(MinI32Rr, MinI32Rk);
            S_MIN_U32 : carry b32 (sem::s_min_u32) ordered fast(MinU32Rr, MinU32Rk);
            S_MAX_I32 : carry b32 (sem::s_max_i32) ordered fast(MaxI32Rr, MaxI32Rk);
            S_MAX_U32 : carry b32 (sem::s_max_u32) ordered fast(MaxU32Rr, MaxU32Rk);
            S_CSELECT_B32 : keep_scc b32 (sem::s_cselect_b32) ordered fast(CselectRr, CselectRk);
            S_CSELECT_B64 : keep_scc b64 (sem::s_cselect_b64) ordered fast();
            S_AND_B32 : nonzero b32 (sem::s_and_b32) commutes fast(AndRr, AndRk);
            S_OR_B32 : nonzero b32 (sem::s_or_b32) commutes fast(OrRr, OrRk);
            S_XOR_B32 : nonzero b32 (sem::s_xor_b32) commutes fast(XorRr, XorRk);
            S_ANDN2_B32 : nonzero b32 (sem::s_andn2_b32) ordered fast(Andn2Rr, Andn2Rk);
            S_ORN2_B32 : nonzero b32 (sem::s_orn2_b32) ordered fast(Orn2Rr, Orn2Rk);
            S_NAND_B32 : nonzero b32 (sem::s_nand_b32) commutes fast();
            S_NOR_B32 : nonzero b32 (sem::s_nor_b32) commutes fast();
            S_XNOR_B32 : nonzero b32 (sem::s_xnor_b32) commutes fast();
            S_AND_B64 : nonzero b64 (sem::s_and_b64) commutes fast(And64Rr, And64Rk);
            S_OR_B64 : nonzero b64 (sem::s_or_b64) commutes fast(Or64Rr, Or64Rk);
            S_XOR_B64 : nonzero b64 (sem::s_xor_b64) commutes fast(Xor64Rr, Xor64Rk);
            S_ANDN2_B64 : nonzero b64 (sem::s_andn2_b64) ordered fast(Andn264Rr, Andn264Rk);
            S_ORN2_B64 : nonzero b64 (sem::s_orn2_b64) ordered fast(Orn264Rr, Orn264Rk);
            S_NAND_B64 : nonzero b64 (sem::s_nand_b64) commutes fast();
            S_NOR_B64 : nonzero b64 (sem::s_nor_b64) commutes fast();
            S_XNOR_B64 : nonzero b64 (sem::s_xnor_b64) commutes fast();
            S_LSHL_B32 : nonzero b32 (sem::s_lshl_b32) ordered fast(LshlRr, LshlRk);
            S_LSHR_B32 : nonzero b32 (sem::s_lshr_b32) ordered fast(LshrRr, LshrRk; LshrRkZBr);
            S_ASHR_I32 : nonzero b32 (sem::s_ashr_i32) ordered fast(AshrRr, AshrRk);
            S_LSHL_B64 : nonzero b64_b32 (sem::s_lshl_b64) ordered fast(Lshl64Rr, Lshl64Rk);
            S_LSHR_B64 : nonzero b64_b32 (sem::s_lshr_b64) ordered fast(Lshr64Rr, Lshr64Rk);
            S_ASHR_I64 : nonzero b64_b32 (sem::s_ashr_i64) ordered fast();
            S_BFM_B32 : keep b32 (sem::s_bfm_b32) ordered fast();
            S_BFM_B64 : keep b32_to_b64 (sem::s_bfm_b64) ordered fast();
            S_MUL_I32 : keep b32 (sem::s_mul_i32) commutes fast(MulRr, MulRk);
            S_BFE_U32 : nonzero b32 (sem::s_bfe_u32) ordered fast(BfeU32Rr, BfeU32Rk);
            S_BFE_I32 : nonzero b32 (sem::s_bfe_i32) ordered fast(BfeI32Rr, BfeI32Rk);
            S_BFE_U64 : nonzero b64_b32 (sem::s_bfe_u64) ordered fast();
            S_BFE_I64 : nonzero b64_b32 (sem::s_bfe_i64) ordered fast();
            S_ABSDIFF_I32 : carry b32 (sem::s_absdiff_i32) commutes fast();
            S_MUL_HI_U32 : keep b32 (sem::s_mul_hi_u32) commutes fast();
            S_MUL_HI_I32 : keep b32 (sem::s_mul_hi_i32) commutes fast();
            S_LSHL1_ADD_U32 : carry b32 (|a, b| sem::s_lshl_add_u32(a, b, 1)) ordered fast();
            S_LSHL2_ADD_U32 : carry b32 (|a, b| sem::s_lshl_add_u32(a, b, 2)) ordered fast();
            S_LSHL3_ADD_U32 : carry b32 (|a, b| sem::s_lshl_add_u32(a, b, 3)) ordered fast();
            S_LSHL4_ADD_U32 : carry b32 (|a, b| sem::s_lshl_add_u32(a, b, 4)) ordered fast();
            S_PACK_LL_B32_B16 : keep b32 (sem::s_pack_ll_b32_b16) ordered fast();
            S_PACK_LH_B32_B16 : keep b32 (sem::s_pack_lh_b32_b16) ordered fast();
            S_PACK_HH_B32_B16 : keep b32 (sem::s_pack_hh_b32_b16) ordered fast();
            S_CMP_EQ_I32 | S_CMP_EQ_U32 : compare b32 (sem::s_cmp_eq) commutes
                fast(EqRr, EqRk, EqRrBr, EqRkBr);
            S_CMP_LG_I32 | S_CMP_LG_U32 : compare b32 (sem::s_cmp_lg) commutes
                fast(LgRr, LgRk, LgRrBr, LgRkBr);
            S_CMP_GT_I32 : compare b32 (sem::s_cmp_gt_i32) ordered
                fast(GtIRr, GtIRk, GtIRrBr, GtIRkBr);
            S_CMP_GE_I32 : compare b32 (sem::s_cmp_ge_i32) ordered
                fast(GeIRr, GeIRk, GeIRrBr, GeIRkBr);
            S_CMP_LT_I32 : compare b32 (sem::s_cmp_lt_i32) ordered
                fast(LtIRr, LtIRk, LtIRrBr, LtIRkBr);
            S_CMP_LE_I32 : compare b32 (sem::s_cmp_le_i32) ordered
                fast(LeIRr, LeIRk, LeIRrBr, LeIRkBr);
            S_CMP_GT_U32 : compare b32 (sem::s_cmp_gt_u32) ordered
                fast(GtURr, GtURk, GtURrBr, GtURkBr);
            S_CMP_GE_U32 : compare b32 (sem::s_cmp_ge_u32) ordered
                fast(GeURr, GeURk, GeURrBr, GeURkBr);
            S_CMP_LT_U32 : compare b32 (sem::s_cmp_lt_u32) ordered
                fast(LtURr, LtURk, LtURrBr, LtURkBr);
            S_CMP_LE_U32 : compare b32 (sem::s_cmp_le_u32) ordered
                fast(LeURr, LeURk, LeURrBr, LeURkBr);
            S_BITCMP0_B32 : compare b32 (sem::s_bitcmp0_b32) ordered
                fast(Bitcmp0Rr, Bitcmp0Rk, Bitcmp0RrBr, Bitcmp0RkBr);
            S_BITCMP1_B32 : compare b32 (sem::s_bitcmp1_b32) ordered
                fast(Bitcmp1Rr, Bitcmp1Rk, Bitcmp1RrBr, Bitcmp1RkBr);
            S_BITCMP0_B64 : compare b64_b32 (sem::s_bitcmp0_b64) ordered fast();
            S_BITCMP1_B64 : compare b64_b32 (sem::s_bitcmp1_b64) ordered fast();
            S_CMP_EQ_U64 : compare b64 (sem::s_cmp_eq_u64) commutes
                fast(EqU64Rr, EqU64Rk, EqU64RrBr, EqU64RkBr);
            S_CMP_LG_U64 : compare b64 (sem::s_cmp_lg_u64) commutes
                fast(LgU64Rr, LgU64Rk, LgU64RrBr, LgU64RkBr);
        }
    };
}
pub(super) use alu_ops;

/// One row's effect: computes the helper `$f` on the sources `$ab` (a pair)
/// and applies the SCC rule, writing a result through the macro `[$put]`
/// called as `$put!($p..., value)`.
/// `$st` is the wave state (its `scc` is read and written).
macro_rules! alu_rule {
    (carry, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        let (v, c) = $f(a, b);
        $($put)+!($($p)*, v);
        $st.scc = c as u32;
    }};
    (carry_scc, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        let (v, c) = $f(a, b, $st.scc != 0);
        $($put)+!($($p)*, v);
        $st.scc = c as u32;
    }};
    (nonzero, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        let v = $f(a, b);
        $($put)+!($($p)*, v);
        $st.scc = (v != 0) as u32;
    }};
    (keep, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        let v = $f(a, b);
        $($put)+!($($p)*, v);
    }};
    (keep_scc, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        let v = $f(a, b, $st.scc != 0);
        $($put)+!($($p)*, v);
    }};
    (compare, $f:expr, $ab:expr, $st:ident, [$($put:tt)+]($($p:tt)*)) => {{
        let (a, b) = $ab;
        $st.scc = $f(a, b) as u32;
    }};
}
pub(super) use alu_rule;

/// The sources of a lowered op `$o` at a row's width.
macro_rules! alu_sources {
    (b32, $o:expr, $st:expr) => {
        ($o.a.r32($st), $o.b.r32($st))
    };
    (b32_to_b64, $o:expr, $st:expr) => {
        ($o.a.r32($st), $o.b.r32($st))
    };
    (b64, $o:expr, $st:expr) => {
        ($o.a.r64($st), $o.b.r64($st))
    };
    (b64_b32, $o:expr, $st:expr) => {
        ($o.a.r64($st), $o.b.r32($st))
    };
}
pub(super) use alu_sources;

/// Writes a row's result to SDST `$d` at the row's width.
macro_rules! alu_put {
    (b32, $st:ident, $d:expr, $v:expr) => {{
        let v: u32 = $v;
        $st.sgpr[$d] = v;
    }};
    ($w:ident, $st:ident, $d:expr, $v:expr) => {{
        let v: u64 = $v;
        $st.write64($d as u8, v);
    }};
}
pub(super) use alu_put;

/// `match $op { <every row>, $rest }` over a lowered op `$o` and the wave
/// state `$st` (an identifier): the family executors and the straight-run
/// path. `$rest` are the caller's own arms, the last one a wildcard.
macro_rules! alu_match {
    (($op:expr, $o:expr, $st:ident; $($rest:tt)*)
     $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) $swap:ident
        fast($($codes:ident),* $(; $zcode:ident)?);)*) => {
        match $op {
            $($($crate::isa::Opcode::$opc)|+ => $crate::interp::alu::alu_rule!(
                $rule,
                $f,
                $crate::interp::alu::alu_sources!($w, $o, $st),
                $st,
                [$crate::interp::alu::alu_put]($w, $st, $o.d())
            ),)*
            $($rest)*
        }
    };
}
pub(super) use alu_match;

/// The operations of the table, for tests and listings: opcode, SCC rule,
/// width and whether the sources commute.
#[cfg(test)]
macro_rules! alu_list {
    (()
     $($($opc:ident)|+ : $rule:ident $w:ident ($f:expr) $swap:ident
        fast($($codes:ident),* $(; $zcode:ident)?);)*) => {
        {
            let mut rows = Vec::new();
            $(
                let fast = <[&str]>::len(&[$(stringify!($codes),)* $(stringify!($zcode))?]);
                $(rows.push((
                    crate::isa::Opcode::$opc,
                    stringify!($rule),
                    stringify!($w),
                    stringify!($swap),
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

    /// (opcode, rule, width, swap, fast codes) for every row.
    type Row = (Opcode, &'static str, &'static str, &'static str, usize);
    fn rows() -> Vec<Row> {
        alu_ops!(alu_list!())
    }

    /// Each row's SCC rule says what the opcode table's RS/WS flags say, and
    /// its width what the table's operand signature says: the two tables
    /// describe every operation the same way.
    #[test]
    fn rows_agree_with_the_opcode_table() {
        for (op, rule, width, _, _) in rows() {
            let info = op.info();
            let reads = matches!(rule, "carry_scc" | "keep_scc");
            let writes = matches!(rule, "carry" | "carry_scc" | "nonzero" | "compare");
            assert_eq!(info.reads_scc(), reads, "{op:?} reads SCC ({rule})");
            assert_eq!(info.writes_scc(), writes, "{op:?} writes SCC ({rule})");
            let sig = op.sig();
            let (s0, s1, d) = match width {
                "b32" => (1, 1, 1),
                "b64" => (2, 2, 2),
                "b64_b32" => (2, 1, 2),
                "b32_to_b64" => (1, 1, 2),
                w => panic!("{op:?}: unknown width {w}"),
            };
            let d = if rule == "compare" { 0 } else { d };
            assert_eq!(
                (sig.src0, sig.src1, sig.dst),
                (s0, s1, d),
                "{op:?} ({width})"
            );
        }
    }

    /// Every SOP2 and SOPC operation of the form `D = op(S0, S1)` or
    /// `SCC = op(S0, S1)` has exactly one row.
    #[test]
    fn every_two_source_alu_op_has_one_row() {
        use crate::isa::table::Format;
        for &op in Opcode::ALL {
            let info = op.info();
            let alu = matches!(info.format, Format::Sop2 | Format::Sopc)
                && info.flow == crate::isa::Flow::Next
                && info.sig.src0 > 0
                && info.sig.src1 > 0;
            let n = rows().iter().filter(|r| r.0 == op).count();
            let exempt = matches!(op, Opcode::S_RFE_RESTORE_B64 | Opcode::S_SETVSKIP);
            assert_eq!(n, (alu && !exempt) as usize, "{op:?}: {n} rows");
        }
    }

    /// A row with fast-path codes has two (or four, for compares, or three
    /// with the count-down code of a 32-bit row), and only rows whose
    /// operands the fast path reads have any: 32-bit rows, 64-bit ones, and
    /// 64-bit values shifted by a 32-bit amount.
    #[test]
    fn fast_codes_have_their_shape() {
        for (op, rule, width, _, n) in rows() {
            let expect = match (rule, n) {
                (_, 0) => true,
                ("compare", 4) => matches!(width, "b32" | "b64"),
                (r, 2) => r != "compare" && matches!(width, "b32" | "b64" | "b64_b32"),
                (r, 3) => matches!(r, "carry" | "nonzero" | "keep") && width == "b32",
                _ => false,
            };
            assert!(expect, "{op:?}: {n} fast codes for a {rule} {width} row");
        }
    }
}
