//! Vector instruction statements: the encoding a mnemonic's suffix asks for
//! and the dispatch to each family's operand parser (`vop`, `ds`, `buffer`,
//! `flat`, `mimg`, `exp`, `vintrp`; DPP and SDWA modifiers in `dpp_sdwa`).
//! docs/assembler.md, "Vector instructions".

use super::inst::{err, Parser};
use super::Res;
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::table::Format;

/// The encoding a VALU mnemonic asks for with its suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    /// No suffix: the 32-bit encoding when the operands allow it, else VOP3
    /// (as llvm-mc chooses).
    Auto,
    /// `_e32`: VOP1, VOP2 or VOPC.
    E32,
    /// `_e64`: VOP3.
    E64,
    /// `_dpp`: a DPP extension word (gfx8/gfx9).
    Dpp,
    /// `_sdwa`: an SDWA extension word (gfx8/gfx9).
    Sdwa,
}

/// `v_add_f32_e64` → (`V_ADD_F32`, `E64`): a table mnemonic with an encoding
/// suffix. Scalar rows take one too (`s_mov_b32_e32`): [`scalar_suffix`]
/// decides which.
pub fn split_suffix(m: &str) -> Option<(Opcode, Enc)> {
    const SUFFIXES: [(&str, Enc); 4] = [
        ("_e32", Enc::E32),
        ("_e64", Enc::E64),
        ("_dpp", Enc::Dpp),
        ("_sdwa", Enc::Sdwa),
    ];
    SUFFIXES
        .iter()
        .find_map(|&(suffix, enc)| Some((Opcode::from_mnemonic(m.strip_suffix(suffix)?)?, enc)))
}

/// A scalar mnemonic's suffix: llvm-mc 14 takes `_e32` on scalar mnemonics
/// (the 32-bit encoding they have anyway) and refuses the other variants, in
/// its words (docs/assembler.md).
pub(super) fn scalar_suffix(enc: Enc, mnemonic: &str, col: usize) -> Res<()> {
    let variant = match enc {
        Enc::Auto | Enc::E32 => return Ok(()),
        Enc::E64 => "e64",
        Enc::Dpp => "dpp",
        Enc::Sdwa => "sdwa",
    };
    err(
        col,
        format!("{variant} variant of this instruction is not supported: `{mnemonic}`"),
    )
}

/// [`split_suffix`] choosing, among the rows of one mnemonic, the one that
/// exists on `arch` (`v_add_u32` is a different row on gfx8 and gfx9).
pub fn split_suffix_on(arch: crate::isa::Arch, m: &str) -> Option<(Opcode, Enc)> {
    split_suffix_for(crate::isa::Target::base(arch), m)
}

/// [`split_suffix_on`] for a processor: the row that exists on `target`
/// (`v_fma_mix_f32` where `v_mad_mix_f32` has the same number).
pub fn split_suffix_for(target: crate::isa::Target, m: &str) -> Option<(Opcode, Enc)> {
    let (op, enc) = split_suffix(m)?;
    let base = op.mnemonic();
    Some((Opcode::from_mnemonic_for(target, base).unwrap_or(op), enc))
}

/// llvm-mc 14 reads gfx9's carry-out names on gfx6/gfx7 as the VOP3 form
/// of the `_i32` rows (`v_add_co_u32` is `v_add_i32_e64`), not as VOP2.
pub fn carry_alias(arch: crate::isa::Arch, op: Opcode, enc: Enc) -> (Opcode, Enc) {
    if arch > crate::isa::Arch::Gfx7 || !matches!(enc, Enc::Auto | Enc::E64) {
        return (op, enc);
    }
    match op {
        Opcode::V_ADD_CO_U32 => (Opcode::V_ADD_I32, Enc::E64),
        Opcode::V_SUB_CO_U32 => (Opcode::V_SUB_I32, Enc::E64),
        Opcode::V_SUBREV_CO_U32 => (Opcode::V_SUBREV_I32, Enc::E64),
        _ => (op, enc),
    }
}

/// Parses the operands of vector row `op` (the mnemonic was at `col`).
pub(super) fn parse(p: &mut Parser, op: Opcode, enc: Enc, col: usize) -> Res<Instruction> {
    // Without a suffix, a modifier (`clamp`, `mul:2`) after an interpolation
    // asks for its VOP3 form on gfx8/gfx9, as llvm-mc reads it.
    if op.format() == Format::Vintrp && enc == Enc::Auto && p.arch >= crate::isa::Arch::Gfx8 {
        let pos = p.c.pos;
        return super::vintrp::parse(p, op, col).or_else(|e| {
            let name = format!("{}_e64", op.mnemonic());
            let Some(e64) = Opcode::from_mnemonic_on(p.arch, &name) else {
                return Err(e);
            };
            p.c.pos = pos;
            super::vintrp::parse_vop3(p, e64, Enc::Auto, col).map_err(|_| e)
        });
    }
    let valu = matches!(
        op.format(),
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    );
    // VINTRP takes `_e32` (llvm-mc prints it so on gfx8/gfx9, reads it everywhere).
    let vintrp_e32 = enc == Enc::E32 && op.format() == Format::Vintrp;
    if enc != Enc::Auto && !valu && !vintrp_e32 {
        return err(col, format!("`{}` takes no encoding suffix", op.mnemonic()));
    }
    // DPP and SDWA: by suffix, or by a modifier only they take (docs/assembler.md).
    let ext = match enc {
        Enc::Auto if matches!(op.format(), Format::Vop1 | Format::Vop2 | Format::Vopc) => {
            super::dpp_sdwa::ext_in(p)
        }
        Enc::Dpp | Enc::Sdwa => Some(enc),
        _ => None,
    };
    if let Some(enc) = ext {
        return super::dpp_sdwa::parse(p, op, enc, col);
    }
    if crate::isa::vintrp::is_vop3(op) {
        return super::vintrp::parse_vop3(p, op, enc, col);
    }
    match op.format() {
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p => {
            super::vop::parse(p, op, enc, col)
        }
        Format::Vintrp => super::vintrp::parse(p, op, col),
        Format::Ds => super::ds::parse(p, op, col),
        Format::Mubuf | Format::Mtbuf => super::buffer::parse(p, op, col),
        Format::Flat | Format::Global | Format::Scratch => super::flat::parse(p, op, col),
        Format::Mimg => super::mimg::parse(p, op, col),
        Format::Exp => super::exp::parse(p, op, col),
        _ => err(
            col,
            format!("`{}` is not a vector instruction", op.mnemonic()),
        ),
    }
}
