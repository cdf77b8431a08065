//! Operand shapes of the vector rows of the opcode table: one shape is shared
//! by every opcode that has it (as LLVM's VOP profiles are), and the decoder,
//! encoder, formatter and assembler of each vector family read it.
//!
//! A VALU row gives the type of its destination and of each source; the type
//! decides the register width (`v0` or `v[0:1]`), how an inline constant or a
//! literal is read (f16, f32, f64 or integer bits, docs/isa.md "Vector
//! operands"), and which modifiers the VOP3 form takes (`abs`/`neg` only on
//! float sources). Implicit reads and writes (VCC as carry or mask, EXEC for
//! `v_cmpx`) are the row's `vop` flags.

use super::table::{Imm, Sig};

/// The type of one vector ALU operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// No operand at this position.
    None,
    /// 16 bits of an untyped or integer value in a 32-bit register.
    B16,
    /// 16-bit float in a 32-bit register.
    F16,
    /// 32-bit untyped or integer.
    B32,
    /// 32-bit float.
    F32,
    /// 64-bit untyped or integer (a register pair).
    B64,
    /// 64-bit float (a register pair; a literal is its high 32 bits).
    F64,
    /// Two packed 16-bit integers (VOP3P).
    V2B16,
    /// Two packed 16-bit floats (VOP3P).
    V2F16,
    /// A 64-bit lane mask: VCC in the 32-bit encodings, an SGPR pair (or VCC)
    /// in VOP3 (`v_cndmask_b32`'s select, a compare's result, a carry).
    Mask,
    /// A scalar operand of a VALU op: an SGPR destination (`v_readlane_b32`)
    /// or a lane select that must be an SGPR, M0 or an inline constant.
    Sgpr,
    /// 128 bits in four VGPRs (`v_mqsad_u32_u8`'s destination and accumulator).
    B128,
}

impl Ty {
    /// Register dwords the operand spans (0 for `None`).
    pub const fn dwords(self) -> u8 {
        match self {
            Ty::None => 0,
            Ty::B64 | Ty::F64 | Ty::Mask => 2,
            Ty::B128 => 4,
            _ => 1,
        }
    }

    /// The operand is a float (so VOP3 `abs`/`neg` apply and float literals
    /// are read in its precision).
    pub const fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64 | Ty::V2F16)
    }
}

/// Bits of [`VopShape::flags`].
pub mod vop {
    /// Writes a carry-out mask: VCC in VOP2, an explicit SDST in VOP3b
    /// (`v_add_co_u32`, `v_div_scale_f32`, `v_mad_u64_u32`).
    pub const CARRY_OUT: u16 = 1;
    /// Reads a carry-in or select mask as its last source: VCC in VOP2, an
    /// SGPR pair in VOP3 (`v_addc_co_u32`, `v_cndmask_b32`).
    pub const MASK_IN: u16 = 2;
    /// A compare that also writes EXEC (`v_cmpx_*`).
    pub const CMPX: u16 = 4;
    /// Takes `clamp` in VOP3 although its types are integer.
    pub const INT_CLAMP: u16 = 8;
    /// Takes `op_sel` (gfx9 16-bit VOP3 ops).
    pub const OP_SEL: u16 = 16;
    /// VOP2 with a 32-bit constant after the word (`v_madmk_f32`: D = S0 * K + S1).
    pub const MADMK: u16 = 32;
    /// VOP2 with a 32-bit constant after the word (`v_madak_f32`: D = S0 * S1 + K).
    pub const MADAK: u16 = 64;
    /// Reads the destination register as a third source (`v_mac_f32`).
    pub const DST_IN: u16 = 128;
    /// No DPP or SDWA form on gfx8/gfx9.
    pub const NO_EXT: u16 = 256;
    /// Reads or writes M0 (`v_movrels`, lane selects, `v_interp_*`).
    pub const M0: u16 = 512;
    /// Takes `clamp` in VOP3 on every generation that has the row (llvm-mc
    /// 14's acceptance, probed per row: not derivable from the types).
    pub const CLAMP: u16 = 1024;
    /// Takes an output modifier (`mul:2`, `mul:4`, `div:2`) in VOP3; on gfx9
    /// not when the row takes `op_sel` there.
    pub const OMOD: u16 = 2048;
    /// Takes `clamp` in VOP3 from gfx8 on only.
    pub const CLAMP8: u16 = 4096;
    /// Has a DPP form but no SDWA form on gfx8/gfx9.
    pub const NO_SDWA: u16 = 8192;
    /// Has an SDWA form but no DPP form on gfx8/gfx9.
    pub const NO_DPP: u16 = 16384;
    /// SRC0 must be a VGPR (or `lds_direct`): lane reads, `v_swap_b32`,
    /// `v_movrels*` (llvm-objdump prints other codes as invalid).
    pub const SRC0_VGPR: u16 = 32768;
}

/// The operand shape of a VALU row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VopShape {
    /// Destination: a VGPR type, `Mask` for a compare's result, `Sgpr` for a
    /// scalar destination, `None` for no destination (`v_nop`).
    pub dst: Ty,
    /// Sources 0, 1 and 2 (`None` where the row has fewer).
    pub src: [Ty; 3],
    /// `vop::*` bits.
    pub flags: u16,
}

/// Kind of a vector memory access, for the memory rows' shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VmemKind {
    /// Reads memory into VGPRs.
    Load,
    /// Writes VGPRs to memory.
    Store,
    /// Read-modify-write; returns the old value only with `glc` (or a `_rtn` form).
    Atomic,
    /// Anything else of the family (cache control, `ds_nop`, exports, ...).
    Other,
}

/// The operand shape of a vector memory, image or export row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VmemShape {
    pub kind: VmemKind,
    /// Dwords of data read or written per lane (VDATA / VDST width).
    pub data: u8,
    /// Family-specific bits (the memory families' modules define them).
    pub flags: u16,
}

/// A VALU row's signature: `dst`, `src0`, `src1` of the scalar [`Sig`] hold
/// the dword widths so generic code (lengths, register lists) reads them alike.
pub const fn vop(dst: Ty, s0: Ty, s1: Ty, s2: Ty, flags: u16) -> Sig {
    Sig {
        dst: dst.dwords(),
        src0: s0.dwords(),
        src1: s1.dwords(),
        imm: Imm::Vop(VopShape {
            dst,
            src: [s0, s1, s2],
            flags,
        }),
    }
}

/// A vector memory row's signature.
pub const fn vmem(kind: VmemKind, data: u8, flags: u16) -> Sig {
    Sig {
        dst: data,
        src0: 0,
        src1: 0,
        imm: Imm::Vmem(VmemShape { kind, data, flags }),
    }
}

/// Bits of a DS row's [`VmemShape::flags`]: which operand fields the
/// instruction has (printed in this order: VDST, ADDR, DATA0, DATA1) and how
/// its offset and `gds` bits are read. The data width is `VmemShape::data`
/// (DATA0/DATA1 width; VDST's too, doubled with `DST_PAIR`).
pub mod ds {
    /// Has a VDST operand (a load, a returning atomic, `ds_swizzle_b32` ...).
    pub const DST: u16 = 1;
    /// Has an ADDR operand (one VGPR). `ds_gws_init`/`ds_gws_sema_br`/
    /// `ds_gws_barrier` keep their data operand in the ADDR field.
    pub const ADDR: u16 = 2;
    /// Has a DATA0 operand.
    pub const DATA0: u16 = 4;
    /// Has a DATA1 operand (`ds_write2*`, `ds_cmpst*`, `ds_mskor*`).
    pub const DATA1: u16 = 8;
    /// Two 8-bit offsets `offset0:`/`offset1:` (`ds_read2*`, `ds_write2*`,
    /// `ds_wrxchg2*`) instead of one 16-bit `offset:`.
    pub const OFFSET2: u16 = 16;
    /// No offset at all (`ds_nop`): the offset bits must be zero.
    pub const NO_OFFSET: u16 = 32;
    /// Always GDS (`ds_gws_*`, `ds_ordered_count`): the bit must be set and
    /// the text always ends in `gds`.
    pub const GDS: u16 = 64;
    /// Never GDS (`ds_nop`, `ds_permute_b32`, `ds_bpermute_b32`): the bit must be clear.
    pub const NO_GDS: u16 = 128;
    /// VDST is two data values wide (`ds_read2*`, `ds_wrxchg2*`).
    pub const DST_PAIR: u16 = 256;
    /// The offset is a swizzle pattern, printed `offset:swizzle(...)`
    /// (`ds_swizzle_b32`).
    pub const SWIZZLE: u16 = 512;
}

/// Bits of a MUBUF or MTBUF row's [`VmemShape::flags`]. The data width is
/// `VmemShape::data` (VDATA's registers; with `D16_PACKED` the component count).
pub mod buf {
    /// Takes the `lds` modifier (loads that can write to LDS instead of VGPRs).
    pub const LDS: u16 = 1;
    /// No VDATA operand (`buffer_store_lds_dword`).
    pub const NO_VDATA: u16 = 2;
    /// No VADDR operand (`buffer_store_lds_dword`: neither `off` nor a VGPR).
    pub const NO_VADDR: u16 = 4;
    /// The LDS bit is always set and `lds` always printed (`buffer_store_lds_dword`).
    pub const LDS_ONLY: u16 = 8;
    /// No operands and no modifiers (`buffer_wbinvl1*`): every field is zero.
    pub const NO_OPERANDS: u16 = 16;
    /// 16-bit format components: one VGPR each on gfx8 (unpacked), two per
    /// VGPR on gfx9 (packed), so VDATA spans `data` or `(data + 1) / 2` registers.
    pub const D16_PACKED: u16 = 32;
    /// Takes the `lds` modifier on gfx8/gfx9 only (`buffer_load_dwordx2..x4`).
    pub const LDS_GFX8: u16 = 64;
}

/// Bits of a FLAT, GLOBAL or SCRATCH row's [`VmemShape::flags`]. The data
/// width is `VmemShape::data` (VDST of a load, DATA of a store or atomic).
pub mod flat {
    /// A compare-and-swap: DATA holds both values, the returned VDST is half as wide.
    pub const CMPSWAP: u16 = 1;
    /// Reads or writes the low 16 bits of the VGPR, keeping the high half (`_d16`).
    pub const D16: u16 = 2;
    /// Reads or writes the high 16 bits of the VGPR, keeping the low half (`_d16_hi`).
    pub const D16_HI: u16 = 4;
}

/// Bits of a MIMG row's [`VmemShape::flags`]. `VmemShape::data` is the VDATA
/// width llvm-objdump falls back to when the one DMASK, TFE and D16 ask for
/// does not exist for the row: 1, 2 for `image_atomic_cmpswap`, 4 for the
/// gathers (docs/isa.md, "Vector: MIMG").
pub mod mimg {
    /// Has a sampler operand (SSAMP): the samples, gathers and `image_get_lod`.
    pub const SAMPLER: u16 = 1;
    /// Takes `d16` on gfx8/gfx9 (bit 63).
    pub const D16: u16 = 2;
    /// A gather: four components of one channel, DMASK has exactly one bit.
    pub const GATHER4: u16 = 4;
    /// VADDR may be 1 register wide (the `A*` bits list the widths llvm-mc
    /// assembles; the narrowest is the one llvm-objdump prints).
    pub const A1: u16 = 1 << 4;
    /// VADDR may be 2 registers wide.
    pub const A2: u16 = 1 << 5;
    /// VADDR may be 3 registers wide.
    pub const A3: u16 = 1 << 6;
    /// VADDR may be 4 registers wide.
    pub const A4: u16 = 1 << 7;
    /// VADDR may be 5 registers wide.
    pub const A5: u16 = 1 << 8;
    /// VADDR may be 6 registers wide.
    pub const A6: u16 = 1 << 9;
    /// VADDR may be 7 registers wide.
    pub const A7: u16 = 1 << 10;
    /// VADDR may be 8 registers wide.
    pub const A8: u16 = 1 << 11;
    /// VADDR may be 16 registers wide.
    pub const A16: u16 = 1 << 12;
    /// The widths of the `A*` bits, in bit order.
    pub const WIDTHS: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 16];
}

/// Bits of the VOP3 forms of the interpolation rows (gfx8/gfx9:
/// `v_interp_p1_f32_e64`, `v_interp_p1ll_f16` ...). Their VALU flags are all
/// taken, so these rows carry a [`VmemShape`] (kind `Other`, data 1) whose
/// flags say which operands and modifiers the form has (docs/isa.md,
/// "Vector: VOP3 forms of VINTRP").
pub mod interp {
    /// Takes `high` (the attribute's high 16 bits): the f16 rows.
    pub const HIGH: u16 = 1;
    /// Takes an output modifier (`mul:2`, `mul:4`, `div:2`).
    pub const OMOD: u16 = 2;
    /// Has a third operand after the attribute (`v_interp_p1lv_f16`, `v_interp_p2_f16`).
    pub const SRC2: u16 = 4;
    /// The source is a parameter (`p10`, `p20`, `p0`): `v_interp_mov_f32_e64`.
    pub const PARAM: u16 = 8;
}
