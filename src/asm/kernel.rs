//! `.amdhsa_kernel NAME ... .end_amdhsa_kernel`: the kernel descriptor block.

use super::driver::Asm;
use super::expr::Cursor;
use super::lexer::Token;
use super::{AsmError, Res};

/// A descriptor block being read.
#[derive(Clone, Debug)]
pub struct KernelBlock {
    pub name: String,
}

pub(crate) fn begin(_a: &mut Asm, _c: &mut Cursor, col: usize) -> Res<()> {
    Err((
        col,
        "directive `.amdhsa_kernel` is not supported yet".into(),
    ))
}

pub(crate) fn statement(_a: &mut Asm, toks: &[Token], _end_col: usize) -> Res<()> {
    Err((toks[0].col, "unexpected statement in .amdhsa_kernel".into()))
}

pub(crate) fn finish_descriptors(_a: &mut Asm) -> Result<(), AsmError> {
    Ok(())
}
