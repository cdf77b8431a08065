//! Why an instruction the interpreter otherwise runs is not executed in one
//! of its forms: the detail of an `unsupported` fault, and its text.

/// An encoding or family gcnjit does not execute.
pub const FAMILY: u64 = 1;
/// A DPP word with a reserved `dpp_ctrl` value (3 and 4, once the SDWA form
/// and packed math, are executed now and retired).
pub const DPP: u64 = 2;
/// `op_sel` on an operand of a VOP3 operation that is not 16 bits wide.
pub const OP_SEL: u64 = 5;
/// `abs`/`neg` on an integer operand.
pub const INT_MODS: u64 = 6;
/// `clamp` or an output modifier on an integer result.
pub const INT_CLAMP: u64 = 7;
/// A round mode other than round-to-nearest-even in MODE.
pub const ROUND_MODE: u64 = 8;
/// `lds_direct` as a source.
pub const LDS_DIRECT: u64 = 9;
/// A source operand code the VALU does not read.
pub const OPERAND: u64 = 10;
/// A FLAT address in the LDS or private aperture.
pub const APERTURE: u64 = 11;

/// A DS instruction on the GDS (`gds` bit).
pub const GDS: u64 = 12;

/// A 64-bit atomic on swizzled private memory (its dwords are 256 bytes
/// apart).
pub const SPLIT_ATOMIC: u64 = 13;

/// A buffer data/number format gcnjit does not convert.
pub const FORMAT: u64 = 14;

/// NEG_HI without NEG_LO on a 32-bit float operand of a VOP3P row
/// (`v_dot2_f32_f16`'s S2): no source says what it does.
pub const NEG_HI: u64 = 15;

/// In an `illegal operand` fault's detail: the number is a VGPR.
pub const VGPR_BIT: u64 = 1 << 32;

/// The words of a reason.
pub fn text(reason: u64) -> &'static str {
    match reason {
        DPP => "a reserved DPP control",
        OP_SEL => "op_sel",
        INT_MODS => "abs/neg on an integer operand",
        INT_CLAMP => "clamp or an output modifier on this result",
        ROUND_MODE => "a round mode other than round-to-nearest-even",
        LDS_DIRECT => "lds_direct",
        OPERAND => "this source operand",
        APERTURE => "a FLAT access to the LDS or private aperture",
        GDS => "the GDS (gds bit)",
        SPLIT_ATOMIC => "a 64-bit atomic on private memory",
        FORMAT => "this buffer data/number format",
        NEG_HI => "neg_hi without neg_lo on an f32 operand",
        _ => "this instruction",
    }
}
