//! DS statements: operands and modifiers as llvm-mc 14 reads them
//! (docs/assembler.md, "Vector: memory instructions"). The helpers here
//! (VGPR operands, `name:value` modifiers) serve the buffer and flat parsers too.

use super::inst::{err, Operand, Parser};
use super::lexer::Tok;
use super::Res;
use crate::isa::ds::{dst_dwords, shape, words, Fields};
use crate::isa::inst::Instruction;
use crate::isa::opcodes::Opcode;
use crate::isa::shape::ds;

/// A VGPR operand of exactly `width` registers; its first register.
pub(super) fn vreg(p: &mut Parser, width: u32) -> Res<u32> {
    let (o, col, text) = p.operand_text()?;
    match o {
        Operand::Vgpr(first, n) if n as u32 == width => Ok(first as u32),
        Operand::Vgpr(..) => err(
            col,
            format!(
                "invalid operand for instruction: `{text}` is not {width} VGPR{}",
                if width == 1 { "" } else { "s" }
            ),
        ),
        _ => err(
            col,
            format!("invalid operand for instruction: expected a VGPR, found `{text}`"),
        ),
    }
}

/// Whether the next token is the word `name` (case-insensitive).
pub(super) fn at_word(p: &Parser, name: &str) -> bool {
    matches!(p.peek_tok(), Some(Tok::Ident(s)) if s.eq_ignore_ascii_case(name))
}

/// Takes the word `name` if it is next.
pub(super) fn word(p: &mut Parser, name: &str) -> bool {
    let yes = at_word(p, name);
    if yes {
        p.next();
    }
    yes
}

/// After `name` (at column `col`) was taken: `:value` with the value in
/// `lo..=hi`; `msg` is llvm-mc's complaint for a value out of range, which
/// like llvm-mc names the modifier's column.
pub(super) fn colon_value(p: &mut Parser, col: usize, lo: i64, hi: i64, msg: &str) -> Res<i64> {
    p.expect(':', "after the modifier name")?;
    let start = p.c.pos;
    let (v, _) = p.int()?;
    if v < lo || v > hi {
        let text = p.text_from(start);
        return err(col, format!("{msg}: `{text}` ({lo}..{hi})"));
    }
    Ok(v)
}

/// The error for a token no rule takes (llvm-mc: "invalid operand for
/// instruction"); an extra operand is named after its comma.
pub(super) fn unexpected<T>(p: &Parser) -> Res<T> {
    let t = match p.peek() {
        Some(t) if t.text == "," => p.c.toks.get(p.c.pos + 1).or(Some(t)),
        t => t,
    };
    match t {
        Some(t) => err(
            t.col,
            format!("invalid operand for instruction: `{}`", t.text),
        ),
        None => err(p.col(), "too few operands for instruction"),
    }
}

/// The comma before the next operand; at the end of the statement llvm-mc's
/// "too few operands" at the mnemonic's column `col`.
pub(super) fn comma_or_too_few(p: &mut Parser, col: usize) -> Res<()> {
    if p.peek().is_none() {
        return err(col, "too few operands for instruction");
    }
    p.comma()
}

/// Parses the operands of DS row `op` (its mnemonic at `col`): `vdst, addr,
/// data0, data1` as the row has them, then `offset:N` (or `offset0:N
/// offset1:N`) and `gds`, in that order, each optional.
pub(super) fn parse(p: &mut Parser, op: Opcode, col: usize) -> Res<Instruction> {
    let arch = p.arch;
    let sh = shape(op);
    let has = |b: u16| sh.flags & b != 0;
    let mut f = Fields {
        op: op.number(arch).unwrap_or(0) as u32,
        gds: has(ds::GDS),
        ..Fields::default()
    };
    let data = sh.data as u32;
    let mut first = true;
    for (bit, width) in [
        (ds::DST, dst_dwords(sh)),
        (ds::ADDR, 1),
        (ds::DATA0, data),
        (ds::DATA1, data),
    ] {
        if !has(bit) {
            continue;
        }
        if !first {
            comma_or_too_few(p, col)?;
        }
        first = false;
        let r = vreg(p, width)?;
        match bit {
            ds::DST => f.vdst = r,
            ds::ADDR => f.addr = r,
            ds::DATA0 => f.data0 = r,
            _ => f.data1 = r,
        }
    }
    const BAD: &str = "invalid operand for instruction";
    let offsets_start = p.c.pos;
    let mcol = p.col();
    if has(ds::OFFSET2) {
        if word(p, "offset0") {
            f.offset0 = colon_value(p, mcol, 0, 255, BAD)? as u32;
        }
        let mcol = p.col();
        if word(p, "offset1") {
            f.offset1 = colon_value(p, mcol, 0, 255, BAD)? as u32;
        }
    } else if !has(ds::NO_OFFSET) && word(p, "offset") {
        let v = if has(ds::SWIZZLE) && p.peek().is_some() {
            swizzle_or_value(p, mcol)?
        } else {
            colon_value(p, mcol, 0, 0xFFFF, BAD)? as u32
        };
        f.offset0 = v & 0xFF;
        f.offset1 = v >> 8;
    }
    let offset_written = p.c.pos != offsets_start;
    if !has(ds::NO_GDS) && word(p, "gds") {
        f.gds = true;
    } else if has(ds::GDS) && offset_written {
        // llvm-mc fills in `gds` only when nothing follows the operands.
        return err(
            col,
            "too few operands for instruction: `gds` must follow the offset",
        );
    }
    if p.peek().is_some() {
        return unexpected(p);
    }
    Ok(mem_inst(op, arch, words(arch, &f)))
}

/// The instruction of a two-word memory encoding.
pub(super) fn mem_inst(op: Opcode, arch: crate::isa::arch::Arch, words: [u32; 2]) -> Instruction {
    crate::isa::ds::with_words(arch, op, words)
}

/// `ds_swizzle_b32`'s `:value` or `:swizzle(MODE, ...)` (docs/assembler.md).
fn swizzle_or_value(p: &mut Parser, col: usize) -> Res<u32> {
    if !matches!(p.c.toks.get(p.c.pos + 1).map(|t| &t.tok), Some(Tok::Ident(s)) if s == "swizzle") {
        return Ok(colon_value(p, col, 0, 0xFFFF, "invalid operand for instruction")? as u32);
    }
    p.expect(':', "after the modifier name")?;
    p.next();
    p.expect('(', "after `swizzle`")?;
    let mcol = p.col();
    let mode = match p.next() {
        Some(t) => t.text.clone(),
        None => return err(mcol, "expected a swizzle mode"),
    };
    let arg = |p: &mut Parser, lo: i64, hi: i64, what: &str| -> Res<(i64, usize)> {
        p.comma()?;
        let col = p.col();
        Ok((p.int_in(lo, hi, what)?, col))
    };
    let v = match mode.as_str() {
        "QUAD_PERM" => {
            let mut v = 0x8000u32;
            for i in 0..4 {
                v |= (arg(p, 0, 3, "a lane id")?.0 as u32) << (2 * i);
            }
            v
        }
        "BITMASK_PERM" => {
            p.comma()?;
            let scol = p.col();
            let mask = match p.next().map(|t| &t.tok) {
                Some(Tok::Str(s)) if s.len() == 5 => s.clone(),
                _ => return err(scol, "expected a 5-character bitmask"),
            };
            let (mut and, mut or, mut xor) = (0u32, 0u32, 0u32);
            for (i, &c) in mask.iter().enumerate() {
                let bit = 1 << (4 - i);
                match c {
                    b'0' => {}
                    b'1' => or |= bit,
                    b'p' => and |= bit,
                    b'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => return err(scol, "invalid mask: use 0, 1, p or i"),
                }
            }
            and | or << 5 | xor << 10
        }
        "BROADCAST" => {
            let (size, scol) = arg(p, 2, 32, "a group size")?;
            if !(size as u32).is_power_of_two() {
                return err(scol, "group size must be a power of two");
            }
            let lane = arg(p, 0, size - 1, "a lane id")?.0 as u32;
            (0x1F - (size as u32 - 1)) | lane << 5
        }
        "SWAP" => {
            let (size, scol) = arg(p, 1, 16, "a group size")?;
            if !(size as u32).is_power_of_two() {
                return err(scol, "group size must be a power of two");
            }
            0x1F | (size as u32) << 10
        }
        "REVERSE" => {
            let (size, scol) = arg(p, 2, 32, "a group size")?;
            if !(size as u32).is_power_of_two() {
                return err(scol, "group size must be a power of two");
            }
            0x1F | (size as u32 - 1) << 10
        }
        _ => return err(mcol, format!("unknown swizzle mode `{mode}`")),
    };
    p.expect(')', "to close `swizzle(`")?;
    Ok(v)
}
