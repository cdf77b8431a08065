//! THE opcode table: every scalar instruction of gfx6..gfx9, one row each.
//!
//! Row: `NAME = Format [gfx6, gfx7, gfx8, gfx9] signature, flow, tier, flags;` where
//! the numbers are the opcode field per generation (`NA`: absent), the signature
//! gives the operand dwords at SDST/SSRC0/SSRC1 and the immediate's meaning, the
//! tier says where the JIT runs the instruction (`Tier`; operand rules in
//! `Instruction::tier`), and flags are `RS`/`WS` (may read/write SCC), `RD` (reads
//! the register named by SDST), `CLRX` (unknown to llvm-mc 14), `REL` (names a
//! register through M0). `gcnjit ops` prints the table (docs/ops.md).

use super::shape::Ty::*;
#[allow(unused_imports)] // `vmem` and `VmemKind` are for the memory rows.
use super::shape::{vmem, vop, VmemKind};
use super::table::flag::*;
use super::table::*;

opcode_table! {
    // SOP2: D = op(S0, S1)
    S_ADD_U32 = Sop2 [0, 0, 0, 0] sig(1, 1, 1), Next, Compiled, WS;
    S_SUB_U32 = Sop2 [1, 1, 1, 1] sig(1, 1, 1), Next, Compiled, WS;
    S_ADD_I32 = Sop2 [2, 2, 2, 2] sig(1, 1, 1), Next, Compiled, WS;
    S_SUB_I32 = Sop2 [3, 3, 3, 3] sig(1, 1, 1), Next, Compiled, WS;
    S_ADDC_U32 = Sop2 [4, 4, 4, 4] sig(1, 1, 1), Next, Compiled, RS | WS;
    S_SUBB_U32 = Sop2 [5, 5, 5, 5] sig(1, 1, 1), Next, Compiled, RS | WS;
    S_MIN_I32 = Sop2 [6, 6, 6, 6] sig(1, 1, 1), Next, Compiled, WS;
    S_MIN_U32 = Sop2 [7, 7, 7, 7] sig(1, 1, 1), Next, Compiled, WS;
    S_MAX_I32 = Sop2 [8, 8, 8, 8] sig(1, 1, 1), Next, Compiled, WS;
    S_MAX_U32 = Sop2 [9, 9, 9, 9] sig(1, 1, 1), Next, Compiled, WS;
    S_CSELECT_B32 = Sop2 [10, 10, 10, 10] sig(1, 1, 1), Next, Compiled, RS;
    S_CSELECT_B64 = Sop2 [11, 11, 11, 11] sig(2, 2, 2), Next, Compiled, RS;
    S_AND_B32 = Sop2 [14, 14, 12, 12] sig(1, 1, 1), Next, Compiled, WS;
    S_AND_B64 = Sop2 [15, 15, 13, 13] sig(2, 2, 2), Next, Compiled, WS;
    S_OR_B32 = Sop2 [16, 16, 14, 14] sig(1, 1, 1), Next, Compiled, WS;
    S_OR_B64 = Sop2 [17, 17, 15, 15] sig(2, 2, 2), Next, Compiled, WS;
    S_XOR_B32 = Sop2 [18, 18, 16, 16] sig(1, 1, 1), Next, Compiled, WS;
    S_XOR_B64 = Sop2 [19, 19, 17, 17] sig(2, 2, 2), Next, Compiled, WS;
    S_ANDN2_B32 = Sop2 [20, 20, 18, 18] sig(1, 1, 1), Next, Compiled, WS;
    S_ANDN2_B64 = Sop2 [21, 21, 19, 19] sig(2, 2, 2), Next, Compiled, WS;
    S_ORN2_B32 = Sop2 [22, 22, 20, 20] sig(1, 1, 1), Next, Compiled, WS;
    S_ORN2_B64 = Sop2 [23, 23, 21, 21] sig(2, 2, 2), Next, Compiled, WS;
    S_NAND_B32 = Sop2 [24, 24, 22, 22] sig(1, 1, 1), Next, Compiled, WS;
    S_NAND_B64 = Sop2 [25, 25, 23, 23] sig(2, 2, 2), Next, Compiled, WS;
    S_NOR_B32 = Sop2 [26, 26, 24, 24] sig(1, 1, 1), Next, Compiled, WS;
    S_NOR_B64 = Sop2 [27, 27, 25, 25] sig(2, 2, 2), Next, Compiled, WS;
    S_XNOR_B32 = Sop2 [28, 28, 26, 26] sig(1, 1, 1), Next, Compiled, WS;
    S_XNOR_B64 = Sop2 [29, 29, 27, 27] sig(2, 2, 2), Next, Compiled, WS;
    S_LSHL_B32 = Sop2 [30, 30, 28, 28] sig(1, 1, 1), Next, Compiled, WS;
    S_LSHL_B64 = Sop2 [31, 31, 29, 29] sig(2, 2, 1), Next, Compiled, WS;
    S_LSHR_B32 = Sop2 [32, 32, 30, 30] sig(1, 1, 1), Next, Compiled, WS;
    S_LSHR_B64 = Sop2 [33, 33, 31, 31] sig(2, 2, 1), Next, Compiled, WS;
    S_ASHR_I32 = Sop2 [34, 34, 32, 32] sig(1, 1, 1), Next, Compiled, WS;
    S_ASHR_I64 = Sop2 [35, 35, 33, 33] sig(2, 2, 1), Next, Compiled, WS;
    S_BFM_B32 = Sop2 [36, 36, 34, 34] sig(1, 1, 1), Next, Compiled, 0;
    S_BFM_B64 = Sop2 [37, 37, 35, 35] sig(2, 1, 1), Next, Compiled, 0;
    S_MUL_I32 = Sop2 [38, 38, 36, 36] sig(1, 1, 1), Next, Compiled, 0;
    S_BFE_U32 = Sop2 [39, 39, 37, 37] sig(1, 1, 1), Next, Compiled, WS;
    S_BFE_I32 = Sop2 [40, 40, 38, 38] sig(1, 1, 1), Next, Compiled, WS;
    S_BFE_U64 = Sop2 [41, 41, 39, 39] sig(2, 2, 1), Next, Compiled, WS;
    S_BFE_I64 = Sop2 [42, 42, 40, 40] sig(2, 2, 1), Next, Compiled, WS;
    S_CBRANCH_G_FORK = Sop2 [43, 43, 41, 41] sig(0, 2, 2), Fork, Exit, 0;
    S_ABSDIFF_I32 = Sop2 [44, 44, 42, 42] sig(1, 1, 1), Next, Compiled, WS;
    S_RFE_RESTORE_B64 = Sop2 [NA, NA, 43, 43] sig(0, 2, 1), Indirect, Exit, 0;
    S_MUL_HI_U32 = Sop2 [NA, NA, NA, 44] sig(1, 1, 1), Next, Compiled, 0;
    S_MUL_HI_I32 = Sop2 [NA, NA, NA, 45] sig(1, 1, 1), Next, Compiled, 0;
    S_LSHL1_ADD_U32 = Sop2 [NA, NA, NA, 46] sig(1, 1, 1), Next, Compiled, WS;
    S_LSHL2_ADD_U32 = Sop2 [NA, NA, NA, 47] sig(1, 1, 1), Next, Compiled, WS;
    S_LSHL3_ADD_U32 = Sop2 [NA, NA, NA, 48] sig(1, 1, 1), Next, Compiled, WS;
    S_LSHL4_ADD_U32 = Sop2 [NA, NA, NA, 49] sig(1, 1, 1), Next, Compiled, WS;
    S_PACK_LL_B32_B16 = Sop2 [NA, NA, NA, 50] sig(1, 1, 1), Next, Compiled, 0;
    S_PACK_LH_B32_B16 = Sop2 [NA, NA, NA, 51] sig(1, 1, 1), Next, Compiled, 0;
    S_PACK_HH_B32_B16 = Sop2 [NA, NA, NA, 52] sig(1, 1, 1), Next, Compiled, 0;
    // SOPK: D = op(D, SIMM16)
    S_MOVK_I32 = Sopk [0, 0, 0, 0] simm(1, Imm::Hex16), Next, Compiled, 0;
    S_CMOVK_I32 = Sopk [2, 2, 1, 1] simm(1, Imm::Hex16), Next, Compiled, RS;
    S_CMPK_EQ_I32 = Sopk [3, 3, 2, 2] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LG_I32 = Sopk [4, 4, 3, 3] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_GT_I32 = Sopk [5, 5, 4, 4] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_GE_I32 = Sopk [6, 6, 5, 5] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LT_I32 = Sopk [7, 7, 6, 6] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LE_I32 = Sopk [8, 8, 7, 7] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_EQ_U32 = Sopk [9, 9, 8, 8] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LG_U32 = Sopk [10, 10, 9, 9] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_GT_U32 = Sopk [11, 11, 10, 10] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_GE_U32 = Sopk [12, 12, 11, 11] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LT_U32 = Sopk [13, 13, 12, 12] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_CMPK_LE_U32 = Sopk [14, 14, 13, 13] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_ADDK_I32 = Sopk [15, 15, 14, 14] simm(1, Imm::Hex16), Next, Compiled, WS | RD;
    S_MULK_I32 = Sopk [16, 16, 15, 15] simm(1, Imm::Hex16), Next, Compiled, RD;
    S_CBRANCH_I_FORK = Sopk [17, 17, 16, 16] simm(2, Imm::Label), Fork, Exit, RD;
    S_GETREG_B32 = Sopk [18, 18, 17, 17] simm(1, Imm::HwregGet), Next, InPlace, RS;
    S_SETREG_B32 = Sopk [19, 19, 18, 18] simm(1, Imm::HwregSet), Next, InPlace, WS | RD;
    S_GETREG_REGRD_B32 = Sopk [20, 20, 19, 19] simm(1, Imm::HwregGet), Next, InPlace, RS | CLRX;
    S_SETREG_IMM32_B32 = Sopk [21, 21, 20, 20] simm(0, Imm::HwregImm32), Next, InPlace, WS;
    S_CALL_B64 = Sopk [NA, NA, NA, 21] simm(2, Imm::Label), Call, Compiled, 0;
    // SOP1: D = op(S0)
    S_MOV_B32 = Sop1 [3, 3, 0, 0] sig(1, 1, 0), Next, Compiled, 0;
    S_MOV_B64 = Sop1 [4, 4, 1, 1] sig(2, 2, 0), Next, Compiled, 0;
    S_CMOV_B32 = Sop1 [5, 5, 2, 2] sig(1, 1, 0), Next, Compiled, RS;
    S_CMOV_B64 = Sop1 [6, 6, 3, 3] sig(2, 2, 0), Next, Compiled, RS;
    S_NOT_B32 = Sop1 [7, 7, 4, 4] sig(1, 1, 0), Next, Compiled, WS;
    S_NOT_B64 = Sop1 [8, 8, 5, 5] sig(2, 2, 0), Next, Compiled, WS;
    S_WQM_B32 = Sop1 [9, 9, 6, 6] sig(1, 1, 0), Next, Compiled, WS;
    S_WQM_B64 = Sop1 [10, 10, 7, 7] sig(2, 2, 0), Next, Compiled, WS;
    S_BREV_B32 = Sop1 [11, 11, 8, 8] sig(1, 1, 0), Next, Compiled, 0;
    S_BREV_B64 = Sop1 [12, 12, 9, 9] sig(2, 2, 0), Next, Compiled, 0;
    S_BCNT0_I32_B32 = Sop1 [13, 13, 10, 10] sig(1, 1, 0), Next, Compiled, WS;
    S_BCNT0_I32_B64 = Sop1 [14, 14, 11, 11] sig(1, 2, 0), Next, Compiled, WS;
    S_BCNT1_I32_B32 = Sop1 [15, 15, 12, 12] sig(1, 1, 0), Next, Compiled, WS;
    S_BCNT1_I32_B64 = Sop1 [16, 16, 13, 13] sig(1, 2, 0), Next, Compiled, WS;
    S_FF0_I32_B32 = Sop1 [17, 17, 14, 14] sig(1, 1, 0), Next, Compiled, 0;
    S_FF0_I32_B64 = Sop1 [18, 18, 15, 15] sig(1, 2, 0), Next, Compiled, 0;
    S_FF1_I32_B32 = Sop1 [19, 19, 16, 16] sig(1, 1, 0), Next, Compiled, 0;
    S_FF1_I32_B64 = Sop1 [20, 20, 17, 17] sig(1, 2, 0), Next, Compiled, 0;
    S_FLBIT_I32_B32 = Sop1 [21, 21, 18, 18] sig(1, 1, 0), Next, Compiled, 0;
    S_FLBIT_I32_B64 = Sop1 [22, 22, 19, 19] sig(1, 2, 0), Next, Compiled, 0;
    S_FLBIT_I32 = Sop1 [23, 23, 20, 20] sig(1, 1, 0), Next, Compiled, 0;
    S_FLBIT_I32_I64 = Sop1 [24, 24, 21, 21] sig(1, 2, 0), Next, Compiled, 0;
    S_SEXT_I32_I8 = Sop1 [25, 25, 22, 22] sig(1, 1, 0), Next, Compiled, 0;
    S_SEXT_I32_I16 = Sop1 [26, 26, 23, 23] sig(1, 1, 0), Next, Compiled, 0;
    S_BITSET0_B32 = Sop1 [27, 27, 24, 24] sig(1, 1, 0), Next, Compiled, RD;
    S_BITSET0_B64 = Sop1 [28, 28, 25, 25] sig(2, 1, 0), Next, Compiled, RD;
    S_BITSET1_B32 = Sop1 [29, 29, 26, 26] sig(1, 1, 0), Next, Compiled, RD;
    S_BITSET1_B64 = Sop1 [30, 30, 27, 27] sig(2, 1, 0), Next, Compiled, RD;
    S_GETPC_B64 = Sop1 [31, 31, 28, 28] sig(2, 0, 0), Next, Compiled, 0;
    S_SETPC_B64 = Sop1 [32, 32, 29, 29] sig(0, 2, 0), Indirect, Compiled, 0;
    S_SWAPPC_B64 = Sop1 [33, 33, 30, 30] sig(2, 2, 0), Indirect, Compiled, 0;
    S_RFE_B64 = Sop1 [34, 34, 31, 31] sig(0, 2, 0), Indirect, Exit, 0;
    S_AND_SAVEEXEC_B64 = Sop1 [36, 36, 32, 32] sig(2, 2, 0), Next, Compiled, WS;
    S_OR_SAVEEXEC_B64 = Sop1 [37, 37, 33, 33] sig(2, 2, 0), Next, Compiled, WS;
    S_XOR_SAVEEXEC_B64 = Sop1 [38, 38, 34, 34] sig(2, 2, 0), Next, Compiled, WS;
    S_ANDN2_SAVEEXEC_B64 = Sop1 [39, 39, 35, 35] sig(2, 2, 0), Next, Compiled, WS;
    S_ORN2_SAVEEXEC_B64 = Sop1 [40, 40, 36, 36] sig(2, 2, 0), Next, Compiled, WS;
    S_NAND_SAVEEXEC_B64 = Sop1 [41, 41, 37, 37] sig(2, 2, 0), Next, Compiled, WS;
    S_NOR_SAVEEXEC_B64 = Sop1 [42, 42, 38, 38] sig(2, 2, 0), Next, Compiled, WS;
    S_XNOR_SAVEEXEC_B64 = Sop1 [43, 43, 39, 39] sig(2, 2, 0), Next, Compiled, WS;
    S_QUADMASK_B32 = Sop1 [44, 44, 40, 40] sig(1, 1, 0), Next, Compiled, WS;
    S_QUADMASK_B64 = Sop1 [45, 45, 41, 41] sig(2, 2, 0), Next, Compiled, WS;
    S_MOVRELS_B32 = Sop1 [46, 46, 42, 42] sig(1, 1, 0), Next, Compiled, REL;
    S_MOVRELS_B64 = Sop1 [47, 47, 43, 43] sig(2, 2, 0), Next, Compiled, REL;
    S_MOVRELD_B32 = Sop1 [48, 48, 44, 44] sig(1, 1, 0), Next, Compiled, REL;
    S_MOVRELD_B64 = Sop1 [49, 49, 45, 45] sig(2, 2, 0), Next, Compiled, REL;
    S_CBRANCH_JOIN = Sop1 [50, 50, 46, 46] sig(0, 1, 0), Fork, Exit, 0;
    S_MOV_REGRD_B32 = Sop1 [51, 51, 47, 47] sig(1, 1, 0), Next, Compiled, CLRX;
    S_ABS_I32 = Sop1 [52, 52, 48, 48] sig(1, 1, 0), Next, Compiled, WS;
    S_MOV_FED_B32 = Sop1 [53, 53, 49, 49] sig(1, 1, 0), Next, Compiled, CLRX;
    S_SET_GPR_IDX_IDX = Sop1 [NA, NA, 50, 50] sig(0, 1, 0), Next, Compiled, 0;
    S_ANDN1_SAVEEXEC_B64 = Sop1 [NA, NA, NA, 51] sig(2, 2, 0), Next, Compiled, WS;
    S_ORN1_SAVEEXEC_B64 = Sop1 [NA, NA, NA, 52] sig(2, 2, 0), Next, Compiled, WS;
    S_ANDN1_WREXEC_B64 = Sop1 [NA, NA, NA, 53] sig(2, 2, 0), Next, Compiled, WS;
    S_ANDN2_WREXEC_B64 = Sop1 [NA, NA, NA, 54] sig(2, 2, 0), Next, Compiled, WS;
    S_BITREPLICATE_B64_B32 = Sop1 [NA, NA, NA, 55] sig(2, 1, 0), Next, Compiled, 0;
    // SOPC: SCC = op(S0, S1)
    S_CMP_EQ_I32 = Sopc [0, 0, 0, 0] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LG_I32 = Sopc [1, 1, 1, 1] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_GT_I32 = Sopc [2, 2, 2, 2] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_GE_I32 = Sopc [3, 3, 3, 3] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LT_I32 = Sopc [4, 4, 4, 4] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LE_I32 = Sopc [5, 5, 5, 5] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_EQ_U32 = Sopc [6, 6, 6, 6] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LG_U32 = Sopc [7, 7, 7, 7] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_GT_U32 = Sopc [8, 8, 8, 8] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_GE_U32 = Sopc [9, 9, 9, 9] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LT_U32 = Sopc [10, 10, 10, 10] sig(0, 1, 1), Next, Compiled, WS;
    S_CMP_LE_U32 = Sopc [11, 11, 11, 11] sig(0, 1, 1), Next, Compiled, WS;
    S_BITCMP0_B32 = Sopc [12, 12, 12, 12] sig(0, 1, 1), Next, Compiled, WS;
    S_BITCMP1_B32 = Sopc [13, 13, 13, 13] sig(0, 1, 1), Next, Compiled, WS;
    S_BITCMP0_B64 = Sopc [14, 14, 14, 14] sig(0, 2, 1), Next, Compiled, WS;
    S_BITCMP1_B64 = Sopc [15, 15, 15, 15] sig(0, 2, 1), Next, Compiled, WS;
    S_SETVSKIP = Sopc [16, 16, 16, 16] sig(0, 1, 1), Next, Exit, 0;
    S_SET_GPR_IDX_ON = Sopc [NA, NA, 17, 17] Sig { dst: 0, src0: 1, src1: 0, imm: Imm::GprIdxOn }, Next, Exit, 0;
    S_CMP_EQ_U64 = Sopc [NA, NA, 18, 18] sig(0, 2, 2), Next, Compiled, WS;
    S_CMP_LG_U64 = Sopc [NA, NA, 19, 19] sig(0, 2, 2), Next, Compiled, WS;
    // SOPP: op(SIMM16)
    S_NOP = Sopp [0, 0, 0, 0] simm(0, Imm::Dec16), Next, Compiled, 0;
    S_ENDPGM = Sopp [1, 1, 1, 1] simm(0, Imm::Ignored), End, Compiled, 0;
    S_BRANCH = Sopp [2, 2, 2, 2] simm(0, Imm::Label), Branch, Compiled, 0;
    S_WAKEUP = Sopp [NA, NA, 3, 3] simm(0, Imm::Ignored), Next, Compiled, 0;
    S_CBRANCH_SCC0 = Sopp [4, 4, 4, 4] simm(0, Imm::Label), CondBranch, Compiled, RS;
    S_CBRANCH_SCC1 = Sopp [5, 5, 5, 5] simm(0, Imm::Label), CondBranch, Compiled, RS;
    S_CBRANCH_VCCZ = Sopp [6, 6, 6, 6] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_VCCNZ = Sopp [7, 7, 7, 7] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_EXECZ = Sopp [8, 8, 8, 8] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_EXECNZ = Sopp [9, 9, 9, 9] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_BARRIER = Sopp [10, 10, 10, 10] simm(0, Imm::Ignored), Next, Compiled, 0;
    S_SETKILL = Sopp [11, 11, 11, 11] simm(0, Imm::Dec16), MaybeEnd, Exit, 0;
    S_WAITCNT = Sopp [12, 12, 12, 12] simm(0, Imm::Waitcnt), Next, Compiled, 0;
    S_SETHALT = Sopp [13, 13, 13, 13] simm(0, Imm::Dec16), MaybeEnd, Exit, 0;
    S_SLEEP = Sopp [14, 14, 14, 14] simm(0, Imm::Dec16), Next, Compiled, 0;
    S_SETPRIO = Sopp [15, 15, 15, 15] simm(0, Imm::Dec16), Next, Exit, 0;
    S_SENDMSG = Sopp [16, 16, 16, 16] simm(0, Imm::Sendmsg), Next, Exit, 0;
    S_SENDMSGHALT = Sopp [17, 17, 17, 17] simm(0, Imm::Sendmsg), MaybeEnd, Exit, 0;
    S_TRAP = Sopp [18, 18, 18, 18] simm(0, Imm::Dec16), Trap, Exit, 0;
    S_ICACHE_INV = Sopp [19, 19, 19, 19] simm(0, Imm::Ignored), Next, Compiled, 0;
    S_INCPERFLEVEL = Sopp [20, 20, 20, 20] simm(0, Imm::Dec16), Next, Compiled, 0;
    S_DECPERFLEVEL = Sopp [21, 21, 21, 21] simm(0, Imm::Dec16), Next, Compiled, 0;
    S_TTRACEDATA = Sopp [22, 22, 22, 22] simm(0, Imm::Ignored), Next, Compiled, 0;
    S_CBRANCH_CDBGSYS = Sopp [23, 23, 23, 23] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_CDBGUSER = Sopp [24, 24, 24, 24] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_CDBGSYS_OR_USER = Sopp [25, 25, 25, 25] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_CBRANCH_CDBGSYS_AND_USER = Sopp [26, 26, 26, 26] simm(0, Imm::Label), CondBranch, Compiled, 0;
    S_ENDPGM_SAVED = Sopp [NA, NA, 27, 27] simm(0, Imm::Ignored), End, Compiled, 0;
    S_SET_GPR_IDX_OFF = Sopp [NA, NA, 28, 28] simm(0, Imm::Ignored), Next, Exit, 0;
    S_SET_GPR_IDX_MODE = Sopp [NA, NA, 29, 29] simm(0, Imm::GprIdx), Next, Compiled, 0;
    S_ENDPGM_ORDERED_PS_DONE = Sopp [NA, NA, NA, 30] simm(0, Imm::Ignored), End, Compiled, 0;
    // Scalar memory: SMRD numbers on gfx6/7, SMEM numbers on gfx8/9
    S_LOAD_DWORD = Smem [0, 0, 0, 0] mem(1, 2, Mem::Load), Next, Compiled, 0;
    S_LOAD_DWORDX2 = Smem [1, 1, 1, 1] mem(2, 2, Mem::Load), Next, Compiled, 0;
    S_LOAD_DWORDX4 = Smem [2, 2, 2, 2] mem(4, 2, Mem::Load), Next, Compiled, 0;
    S_LOAD_DWORDX8 = Smem [3, 3, 3, 3] mem(8, 2, Mem::Load), Next, Compiled, 0;
    S_LOAD_DWORDX16 = Smem [4, 4, 4, 4] mem(16, 2, Mem::Load), Next, Compiled, 0;
    S_SCRATCH_LOAD_DWORD = Smem [NA, NA, NA, 5] mem(1, 2, Mem::ScratchLoad), Next, Exit, 0;
    S_SCRATCH_LOAD_DWORDX2 = Smem [NA, NA, NA, 6] mem(2, 2, Mem::ScratchLoad), Next, Exit, 0;
    S_SCRATCH_LOAD_DWORDX4 = Smem [NA, NA, NA, 7] mem(4, 2, Mem::ScratchLoad), Next, Exit, 0;
    S_BUFFER_LOAD_DWORD = Smem [8, 8, 8, 8] mem(1, 4, Mem::BufferLoad), Next, Compiled, 0;
    S_BUFFER_LOAD_DWORDX2 = Smem [9, 9, 9, 9] mem(2, 4, Mem::BufferLoad), Next, Compiled, 0;
    S_BUFFER_LOAD_DWORDX4 = Smem [10, 10, 10, 10] mem(4, 4, Mem::BufferLoad), Next, Compiled, 0;
    S_BUFFER_LOAD_DWORDX8 = Smem [11, 11, 11, 11] mem(8, 4, Mem::BufferLoad), Next, Compiled, 0;
    S_BUFFER_LOAD_DWORDX16 = Smem [12, 12, 12, 12] mem(16, 4, Mem::BufferLoad), Next, Compiled, 0;
    S_STORE_DWORD = Smem [NA, NA, 16, 16] mem(1, 2, Mem::Store), Next, Exit, 0;
    S_STORE_DWORDX2 = Smem [NA, NA, 17, 17] mem(2, 2, Mem::Store), Next, Exit, 0;
    S_STORE_DWORDX4 = Smem [NA, NA, 18, 18] mem(4, 2, Mem::Store), Next, Exit, 0;
    S_SCRATCH_STORE_DWORD = Smem [NA, NA, NA, 21] mem(1, 2, Mem::ScratchStore), Next, Exit, 0;
    S_SCRATCH_STORE_DWORDX2 = Smem [NA, NA, NA, 22] mem(2, 2, Mem::ScratchStore), Next, Exit, 0;
    S_SCRATCH_STORE_DWORDX4 = Smem [NA, NA, NA, 23] mem(4, 2, Mem::ScratchStore), Next, Exit, 0;
    S_BUFFER_STORE_DWORD = Smem [NA, NA, 24, 24] mem(1, 4, Mem::BufferStore), Next, Exit, 0;
    S_BUFFER_STORE_DWORDX2 = Smem [NA, NA, 25, 25] mem(2, 4, Mem::BufferStore), Next, Exit, 0;
    S_BUFFER_STORE_DWORDX4 = Smem [NA, NA, 26, 26] mem(4, 4, Mem::BufferStore), Next, Exit, 0;
    S_DCACHE_INV = Smem [31, 31, 32, 32] mem(0, 0, Mem::Cache), Next, Exit, 0;
    S_DCACHE_WB = Smem [NA, NA, 33, 33] mem(0, 0, Mem::Cache), Next, Exit, 0;
    S_DCACHE_INV_VOL = Smem [NA, 29, 34, 34] mem(0, 0, Mem::Cache), Next, Exit, 0;
    S_DCACHE_WB_VOL = Smem [NA, NA, 35, 35] mem(0, 0, Mem::Cache), Next, Exit, 0;
    S_MEMTIME = Smem [30, 30, 36, 36] mem(2, 0, Mem::Time), Next, Exit, 0;
    S_MEMREALTIME = Smem [NA, NA, 37, 37] mem(2, 0, Mem::Time), Next, Exit, 0;
    S_ATC_PROBE = Smem [NA, NA, 38, 38] mem(0, 2, Mem::Probe), Next, Exit, 0;
    S_ATC_PROBE_BUFFER = Smem [NA, NA, 39, 39] mem(0, 4, Mem::ProbeBuffer), Next, Exit, 0;
    S_DCACHE_DISCARD = Smem [NA, NA, NA, 40] mem(0, 2, Mem::Discard), Next, Exit, 0;
    S_DCACHE_DISCARD_X2 = Smem [NA, NA, NA, 41] mem(0, 2, Mem::Discard), Next, Exit, 0;
    S_BUFFER_ATOMIC_SWAP = Smem [NA, NA, NA, 64] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_CMPSWAP = Smem [NA, NA, NA, 65] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_ADD = Smem [NA, NA, NA, 66] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SUB = Smem [NA, NA, NA, 67] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SMIN = Smem [NA, NA, NA, 68] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_UMIN = Smem [NA, NA, NA, 69] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SMAX = Smem [NA, NA, NA, 70] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_UMAX = Smem [NA, NA, NA, 71] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_AND = Smem [NA, NA, NA, 72] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_OR = Smem [NA, NA, NA, 73] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_XOR = Smem [NA, NA, NA, 74] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_INC = Smem [NA, NA, NA, 75] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_DEC = Smem [NA, NA, NA, 76] mem(1, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SWAP_X2 = Smem [NA, NA, NA, 96] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_CMPSWAP_X2 = Smem [NA, NA, NA, 97] mem(4, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_ADD_X2 = Smem [NA, NA, NA, 98] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SUB_X2 = Smem [NA, NA, NA, 99] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SMIN_X2 = Smem [NA, NA, NA, 100] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_UMIN_X2 = Smem [NA, NA, NA, 101] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_SMAX_X2 = Smem [NA, NA, NA, 102] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_UMAX_X2 = Smem [NA, NA, NA, 103] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_AND_X2 = Smem [NA, NA, NA, 104] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_OR_X2 = Smem [NA, NA, NA, 105] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_XOR_X2 = Smem [NA, NA, NA, 106] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_INC_X2 = Smem [NA, NA, NA, 107] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_BUFFER_ATOMIC_DEC_X2 = Smem [NA, NA, NA, 108] mem(2, 4, Mem::BufferAtomic), Next, Exit, 0;
    S_ATOMIC_SWAP = Smem [NA, NA, NA, 128] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_CMPSWAP = Smem [NA, NA, NA, 129] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_ADD = Smem [NA, NA, NA, 130] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SUB = Smem [NA, NA, NA, 131] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SMIN = Smem [NA, NA, NA, 132] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_UMIN = Smem [NA, NA, NA, 133] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SMAX = Smem [NA, NA, NA, 134] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_UMAX = Smem [NA, NA, NA, 135] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_AND = Smem [NA, NA, NA, 136] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_OR = Smem [NA, NA, NA, 137] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_XOR = Smem [NA, NA, NA, 138] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_INC = Smem [NA, NA, NA, 139] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_DEC = Smem [NA, NA, NA, 140] mem(1, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SWAP_X2 = Smem [NA, NA, NA, 160] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_CMPSWAP_X2 = Smem [NA, NA, NA, 161] mem(4, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_ADD_X2 = Smem [NA, NA, NA, 162] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SUB_X2 = Smem [NA, NA, NA, 163] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SMIN_X2 = Smem [NA, NA, NA, 164] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_UMIN_X2 = Smem [NA, NA, NA, 165] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_SMAX_X2 = Smem [NA, NA, NA, 166] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_UMAX_X2 = Smem [NA, NA, NA, 167] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_AND_X2 = Smem [NA, NA, NA, 168] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_OR_X2 = Smem [NA, NA, NA, 169] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_XOR_X2 = Smem [NA, NA, NA, 170] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_INC_X2 = Smem [NA, NA, NA, 171] mem(2, 2, Mem::Atomic), Next, Exit, 0;
    S_ATOMIC_DEC_X2 = Smem [NA, NA, NA, 172] mem(2, 2, Mem::Atomic), Next, Exit, 0;

    // ---- Vector rows: every row's tier is NotExecuted until the vector unit
    // runs it. Each family's rows stay in its own section below.
    //
    // VOP1: D = op(S0). Numbers: the VOP1 op field (VOP3 numbers derived).
    V_NOP = Vop1 [0, 0, 0, 0] vop(None, None, None, None, 0), Next, NotExecuted, 0;
    V_MOV_B32 = Vop1 [1, 1, 1, 1] vop(B32, B32, None, None, 0), Next, NotExecuted, 0;
    // ---- end of VOP1
    //
    // VOP2: D = op(S0, S1).
    // ---- end of VOP2
    //
    // VOPC: mask = op(S0, S1).
    // ---- end of VOPC
    //
    // VOP3-only rows (VOP3a and VOP3b).
    // ---- end of VOP3
    //
    // VOP3P (gfx9): packed 16-bit math, mad_mix/fma_mix.
    // ---- end of VOP3P
    //
    // VINTRP.
    // ---- end of VINTRP
    //
    // DS.
    // ---- end of DS
    //
    // MUBUF.
    // ---- end of MUBUF
    //
    // MTBUF.
    // ---- end of MTBUF
    //
    // FLAT, GLOBAL, SCRATCH.
    // ---- end of FLAT
    //
    // MIMG.
    // ---- end of MIMG
    //
    // EXP.
    // ---- end of EXP
}
