//! MUBUF and MTBUF: buffer instructions through a 128-bit resource descriptor:
//! decoding, validation and llvm-mc's text (docs/isa.md, "Vector: MUBUF and
//! MTBUF"). The row's shape (`shape::buf` flags) says which operands and
//! modifiers exist.

use super::arch::Arch;
use super::decode::DecodeErrorKind;
use super::inst::Instruction;
use super::opcodes::Opcode;
use super::operand::{self, Kind, Role};
use super::shape::{buf, VmemKind, VmemShape};
use super::table::Format;
use super::vector::{opcode_bits, opcode_of, VectorFamily};
use super::vop::write_vgpr;
use std::fmt::{self, Write};

/// Data format names of MTBUF's DFMT field (gfx6..gfx9).
pub const DFMT_NAMES: [&str; 16] = [
    "BUF_DATA_FORMAT_INVALID",
    "BUF_DATA_FORMAT_8",
    "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",
    "BUF_DATA_FORMAT_32",
    "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",
    "BUF_DATA_FORMAT_11_11_10",
    "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",
    "BUF_DATA_FORMAT_8_8_8_8",
    "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16",
    "BUF_DATA_FORMAT_32_32_32",
    "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15",
];

/// Number format names of MTBUF's NFMT field; 6 is named per generation
/// ([`nfmt_name`]).
const NFMT_NAMES: [&str; 8] = [
    "BUF_NUM_FORMAT_UNORM",
    "BUF_NUM_FORMAT_SNORM",
    "BUF_NUM_FORMAT_USCALED",
    "BUF_NUM_FORMAT_SSCALED",
    "BUF_NUM_FORMAT_UINT",
    "BUF_NUM_FORMAT_SINT",
    "BUF_NUM_FORMAT_RESERVED_6",
    "BUF_NUM_FORMAT_FLOAT",
];

/// The default format, which llvm-mc neither prints nor needs: DFMT 1 (`BUF_DATA_FORMAT_8`), NFMT 0.
pub const DFMT_DEFAULT: u32 = 1;
/// See [`DFMT_DEFAULT`].
pub const NFMT_DEFAULT: u32 = 0;

/// Name of number format `n` on `arch` (6 is `SNORM_OGL` on gfx6/gfx7).
pub fn nfmt_name(arch: Arch, n: u32) -> &'static str {
    if n == 6 && arch < Arch::Gfx8 {
        "BUF_NUM_FORMAT_SNORM_OGL"
    } else {
        NFMT_NAMES[n as usize & 7]
    }
}

/// The fields of a MUBUF/MTBUF instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    pub mtbuf: bool,
    pub op: u32,
    pub offset: u32,
    pub offen: bool,
    pub idxen: bool,
    pub glc: bool,
    pub addr64: bool,
    pub lds: bool,
    pub slc: bool,
    pub tfe: bool,
    pub dfmt: u32,
    pub nfmt: u32,
    pub vaddr: u32,
    pub vdata: u32,
    /// SRSRC field: the descriptor is `s[4*srsrc : 4*srsrc+3]`.
    pub srsrc: u32,
    pub soffset: u32,
}

/// Splits the words; `Err` names a reserved bit that is set.
pub(crate) fn fields(arch: Arch, mtbuf: bool, w: u32, s: u32) -> Result<Fields, &'static str> {
    let old = arch < Arch::Gfx8;
    let bit = |v: u32, b: u32| v >> b & 1 != 0;
    let mut f = Fields {
        mtbuf,
        offset: w & 0xFFF,
        offen: bit(w, 12),
        idxen: bit(w, 13),
        glc: bit(w, 14),
        vaddr: s & 0xFF,
        vdata: (s >> 8) & 0xFF,
        srsrc: (s >> 16) & 0x1F,
        tfe: bit(s, 23),
        soffset: s >> 24,
        ..Fields::default()
    };
    if bit(s, 21) {
        return Err("SRSRC bit 21");
    }
    if mtbuf {
        f.dfmt = (w >> 19) & 0xF;
        f.nfmt = (w >> 23) & 7;
        f.slc = bit(s, 22);
        if old {
            f.addr64 = bit(w, 15);
        }
        f.op = opcode_of(arch, Format::Mtbuf, w);
    } else {
        f.op = opcode_of(arch, Format::Mubuf, w);
        f.lds = bit(w, 16);
        if bit(w, 25) {
            return Err("MUBUF bit 25");
        }
        if old {
            f.addr64 = bit(w, 15);
            f.slc = bit(s, 22);
            if bit(w, 17) {
                return Err("MUBUF bit 17");
            }
        } else {
            f.slc = bit(w, 17);
            if bit(w, 15) {
                return Err("MUBUF bit 15");
            }
            if bit(s, 22) {
                return Err("MUBUF bit 54");
            }
        }
    }
    Ok(f)
}

/// The two words of `f` on `arch`.
pub(crate) fn words(arch: Arch, f: &Fields) -> [u32; 2] {
    let old = arch < Arch::Gfx8;
    let b = |v: bool, n: u32| (v as u32) << n;
    let mut w = f.offset | b(f.offen, 12) | b(f.idxen, 13) | b(f.glc, 14);
    let mut s = f.vaddr | f.vdata << 8 | f.srsrc << 16 | b(f.tfe, 23) | f.soffset << 24;
    if f.mtbuf {
        w |= 0b111010 << 26 | f.dfmt << 19 | f.nfmt << 23;
        s |= b(f.slc, 22);
        w |= opcode_bits(arch, Format::Mtbuf, f.op);
        if old {
            w |= b(f.addr64, 15);
        }
    } else {
        w |= 0b111000 << 26 | opcode_bits(arch, Format::Mubuf, f.op) | b(f.lds, 16);
        if old {
            w |= b(f.addr64, 15);
            s |= b(f.slc, 22);
        } else {
            w |= b(f.slc, 17);
        }
    }
    [w, s]
}

/// VDATA's width in registers on `arch`.
pub(crate) fn vdata_dwords(arch: Arch, s: VmemShape) -> u32 {
    if s.flags & buf::D16_PACKED != 0 && arch >= Arch::Gfx9 {
        (s.data as u32).div_ceil(2)
    } else {
        s.data as u32
    }
}

/// VADDR's width: 2 with `idxen offen` or `addr64`, 1 with one of `idxen`/`offen`, 0 (`off`).
pub(crate) fn vaddr_dwords(f: &Fields) -> u32 {
    if f.addr64 || (f.offen && f.idxen) {
        2
    } else {
        (f.offen || f.idxen) as u32
    }
}

/// Whether the row takes the `lds` modifier on `arch` (not `LDS_ONLY` rows).
pub(crate) fn has_lds(arch: Arch, s: VmemShape) -> bool {
    s.flags & buf::LDS != 0 || (s.flags & buf::LDS_GFX8 != 0 && arch >= Arch::Gfx8)
}

/// Whether the row takes `tfe` (loads and stores; not atomics, not LDS forms).
pub(crate) fn has_tfe(s: VmemShape, lds: bool) -> bool {
    matches!(s.kind, VmemKind::Load | VmemKind::Store) && !lds
}

/// Decodes one MUBUF or MTBUF instruction (docs/isa.md lists what each mode accepts).
pub(crate) fn decode(
    arch: Arch,
    family: VectorFamily,
    w: u32,
    second: Option<u32>,
    canonical: bool,
) -> Result<Instruction, DecodeErrorKind> {
    let s = second.ok_or(DecodeErrorKind::TruncatedLiteral)?;
    let mtbuf = family == VectorFamily::Mtbuf;
    let f = fields(arch, mtbuf, w, s).map_err(DecodeErrorKind::NonZeroUnused)?;
    let format = if mtbuf { Format::Mtbuf } else { Format::Mubuf };
    let mut op = Opcode::lookup(arch, format, f.op as u16);
    // llvm-objdump also reads gfx6's buffer_wbinvl1 number on gfx8/gfx9.
    if op.is_none() && !mtbuf && !canonical && arch >= Arch::Gfx8 && f.op == 113 {
        op = Some(Opcode::BUFFER_WBINVL1);
    }
    let op = op.ok_or(DecodeErrorKind::UnknownOpcode(format, f.op as u16))?;
    check(arch, op, &f)?;
    Ok(super::ds::with_words(arch, op, [w, s]))
}

/// `unused field FIELD is not zero` when `cond` holds.
pub(crate) fn nonzero(cond: bool, field: &'static str) -> Result<(), DecodeErrorKind> {
    if cond {
        Err(DecodeErrorKind::NonZeroUnused(field))
    } else {
        Ok(())
    }
}

/// The field rules of docs/isa.md, "Vector: MUBUF and MTBUF".
fn check(arch: Arch, op: Opcode, f: &Fields) -> Result<(), DecodeErrorKind> {
    let sh = super::ds::shape(op);
    let has = |b: u16| sh.flags & b != 0;
    if has(buf::NO_OPERANDS) {
        let zero = Fields {
            mtbuf: f.mtbuf,
            op: f.op,
            ..Fields::default()
        };
        return nonzero(*f != zero, "operand fields of a cache instruction");
    }
    if f.addr64 && (f.offen || f.idxen) {
        return Err(DecodeErrorKind::Unsupported("addr64 with offen or idxen"));
    }
    if has(buf::LDS_ONLY) {
        if !f.lds {
            return Err(DecodeErrorKind::Unsupported("LDS bit clear"));
        }
    } else if f.lds && !has_lds(arch, sh) {
        return Err(DecodeErrorKind::Unsupported(
            "LDS bit on an instruction without an LDS form",
        ));
    }
    if has(buf::NO_VADDR) {
        nonzero(f.offen || f.idxen || f.addr64, "OFFEN/IDXEN")?;
        nonzero(f.vaddr != 0, "VADDR")?;
    } else if vaddr_dwords(f) == 0 {
        nonzero(f.vaddr != 0, "VADDR with `off`")?;
    } else if f.vaddr + vaddr_dwords(f) > 256 {
        return Err(illegal("VADDR", f.vaddr, "register range runs past v255"));
    }
    if has(buf::NO_VDATA) {
        nonzero(f.vdata != 0, "VDATA")?;
    } else if f.vdata + vdata_dwords(arch, sh) > 256 {
        return Err(illegal("VDATA", f.vdata, "register range runs past v255"));
    }
    nonzero(f.tfe && !has_tfe(sh, f.lds), "TFE")?;
    let rsrc = (f.srsrc * 4) as u8;
    if operand::kind(arch, rsrc) != Some(Kind::Reg)
        || operand::check(arch, rsrc, 4, Role::Src).is_err()
    {
        return Err(illegal("SRSRC", f.srsrc, "not a register quad"));
    }
    let so = f.soffset as u8;
    match operand::kind(arch, so) {
        Some(Kind::Literal) | None => {
            return Err(illegal(
                "SOFFSET",
                f.soffset,
                "not an SGPR or inline constant",
            ));
        }
        _ => {}
    }
    Ok(())
}

/// `illegal operand code CODE in FIELD: WHY`.
pub(crate) fn illegal(field: &'static str, code: u32, why: &'static str) -> DecodeErrorKind {
    DecodeErrorKind::IllegalOperand {
        field,
        code: code as u8,
        why,
    }
}

/// Writes a buffer instruction in llvm-mc's syntax: `op vdata, vaddr|off,
/// s[n:n+3], soffset [format:[..]] [idxen] [offen] [addr64] [offset:N] [glc]
/// [slc] [lds] [tfe]`.
pub(crate) fn write(f: &mut dyn Write, inst: &Instruction) -> fmt::Result {
    let mtbuf = inst.op.format() == Format::Mtbuf;
    let arch = inst.arch;
    let Ok(x) = fields(arch, mtbuf, inst.word, inst.literal) else {
        return write!(f, ".long 0x{:08x}", inst.word);
    };
    let sh = super::ds::shape(inst.op);
    f.write_str(inst.op.mnemonic())?;
    if sh.flags & buf::NO_OPERANDS != 0 {
        return Ok(());
    }
    f.write_char(' ')?;
    if sh.flags & buf::NO_VDATA == 0 {
        write_vgpr(f, x.vdata as u8, vdata_dwords(arch, sh) as u8)?;
        f.write_str(", ")?;
    }
    if sh.flags & buf::NO_VADDR == 0 {
        match vaddr_dwords(&x) {
            0 => f.write_str("off")?,
            n => write_vgpr(f, x.vaddr as u8, n as u8)?,
        }
        f.write_str(", ")?;
    }
    f.write_str(&operand::register_name(arch, (x.srsrc * 4) as u8, 4))?;
    f.write_str(", ")?;
    super::fmt::write_operand(f, arch, x.soffset as u8, 1, 0)?;
    if mtbuf {
        write_format(f, arch, x.dfmt, x.nfmt)?;
    }
    let flag = |f: &mut dyn Write, on: bool, s: &str| if on { f.write_str(s) } else { Ok(()) };
    flag(f, x.idxen, " idxen")?;
    flag(f, x.offen, " offen")?;
    flag(f, x.addr64, " addr64")?;
    if x.offset != 0 {
        write!(f, " offset:{}", x.offset)?;
    }
    // `buffer_store_lds_dword` writes its `lds` before the cache bits.
    let lds_first = sh.flags & buf::LDS_ONLY != 0;
    flag(f, x.lds && lds_first, " lds")?;
    flag(f, x.glc, " glc")?;
    flag(f, x.slc, " slc")?;
    flag(f, x.lds && !lds_first, " lds")?;
    flag(f, x.tfe && has_tfe(sh, x.lds), " tfe")
}

/// ` format:[DFMT,NFMT]` without the default halves; nothing for the default format.
pub(crate) fn write_format(f: &mut dyn Write, arch: Arch, dfmt: u32, nfmt: u32) -> fmt::Result {
    if dfmt == DFMT_DEFAULT && nfmt == NFMT_DEFAULT {
        return Ok(());
    }
    f.write_str(" format:[")?;
    if dfmt != DFMT_DEFAULT {
        f.write_str(DFMT_NAMES[dfmt as usize])?;
        if nfmt != NFMT_DEFAULT {
            f.write_char(',')?;
        }
    }
    if nfmt != NFMT_DEFAULT {
        f.write_str(nfmt_name(arch, nfmt))?;
    }
    f.write_char(']')
}
