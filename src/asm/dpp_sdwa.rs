//! DPP and SDWA modifiers (`quad_perm:[..]`, `row_shl:N`, `dst_sel:WORD_1` ...)
//! as llvm-mc 14 reads them (docs/assembler.md, "Vector instructions"). The
//! VALU parser (`asm::vop`) reads the operands and calls here for the
//! modifiers after them.
