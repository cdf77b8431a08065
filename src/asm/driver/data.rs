//! Data and layout directives: `.byte` ... `.quad`, `.zero`/`.space`,
//! `.fill`, `.ascii`/`.asciz`, `.align` and its relatives, `.org`.

use super::{Asm, Fixup, Slot, MAX_SECTION_BYTES};
use crate::asm::expr::Cursor;
use crate::asm::inst::Val;
use crate::asm::Res;

impl Asm {
    /// Integers of `size` bytes each; values not known now become fixups.
    pub(super) fn data(&mut self, c: &mut Cursor, size: u8) -> Res<()> {
        if c.at_end() {
            return Ok(());
        }
        loop {
            let col = c.col();
            let start = c.pos;
            let mut e = c.expr()?;
            self.bind(&mut e)?;
            match self.value_now(&e, 0)? {
                Some(Val::Int(v)) => {
                    let bits = size as u32 * 8;
                    if bits < 64 {
                        let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << bits) - 1);
                        if v < lo || v > hi {
                            return Err((
                                col,
                                format!("out of range literal value: `{}`", c.text_from(start)),
                            ));
                        }
                    }
                    let b = v.to_le_bytes();
                    self.emit(&b[..size as usize], col)?;
                }
                Some(Val::Float(_)) => return Err((col, "unexpected floating-point value".into())),
                None => {
                    self.fixups.push(Fixup {
                        sec: self.cur,
                        offset: self.here(),
                        slot: Slot::Data(size),
                        expr: e,
                        pos: self.pos(col),
                    });
                    self.emit(&vec![0; size as usize], col)?;
                }
            }
            if c.at_end() {
                return Ok(());
            }
            c.expect(',', "between values")?;
        }
    }

    /// `.zero`, `.space`, `.skip`: `n` bytes of `fill`.
    pub(super) fn space(&mut self, c: &mut Cursor) -> Res<()> {
        let col = c.col();
        let n = self.abs_now(c)?;
        let fill = if c.eat(',') { self.abs_now(c)? } else { 0 };
        self.no_more(c)?;
        if n < 0 {
            return Err((col, format!("negative size {n}")));
        }
        if n as usize > MAX_SECTION_BYTES {
            return Err((
                col,
                format!("size {n} is larger than {MAX_SECTION_BYTES} bytes"),
            ));
        }
        self.emit(&vec![fill as u8; n as usize], col)
    }

    /// `.fill n, size, value`.
    pub(super) fn fill(&mut self, c: &mut Cursor) -> Res<()> {
        let col = c.col();
        let n = self.abs_now(c)?;
        let (mut size, mut value) = (1i64, 0i64);
        if c.eat(',') {
            size = self.abs_now(c)?;
            if c.eat(',') {
                value = self.abs_now(c)?;
            }
        }
        self.no_more(c)?;
        if n < 0 {
            self.warnings.push(format!(
                "{}:{col}: warning: '.fill' directive with negative repeat count has no effect",
                self.line.line
            ));
            return Ok(());
        }
        let size = size.clamp(0, 8) as usize;
        if n as usize * size > MAX_SECTION_BYTES {
            return Err((col, format!(".fill of more than {MAX_SECTION_BYTES} bytes")));
        }
        // llvm-mc: the value fills 4 bytes at most, the rest is zero.
        let v = (value as u64 & 0xFFFF_FFFF).to_le_bytes();
        let mut one = vec![0u8; size];
        for (k, b) in one.iter_mut().enumerate() {
            *b = if k < 4 { v[k] } else { 0 };
        }
        let all: Vec<u8> = one
            .iter()
            .copied()
            .cycle()
            .take(one.len() * n as usize)
            .collect();
        self.emit(&all, col)
    }

    /// `.ascii` and (`nul`) `.asciz`/`.string`.
    pub(super) fn ascii(&mut self, c: &mut Cursor, nul: bool) -> Res<()> {
        let col = c.col();
        if c.at_end() {
            return Ok(());
        }
        loop {
            let mut s = self.string_arg(c)?;
            if nul {
                s.push(0);
            }
            self.emit(&s, col)?;
            if c.at_end() {
                return Ok(());
            }
            c.expect(',', "between strings")?;
        }
    }

    /// `.p2align` (`pow2`), `.align`, `.balign`: pads code with `s_nop 0`.
    pub(super) fn align(&mut self, c: &mut Cursor, pow2: bool, col: usize) -> Res<()> {
        let acol = c.col();
        let v = self.abs_now(c)?;
        let mut fill = None;
        let mut max = None;
        if c.eat(',') {
            if !c.is_punct(',') {
                fill = Some(self.abs_now(c)?);
            }
            if c.eat(',') {
                max = Some(self.abs_now(c)?);
            }
        }
        self.no_more(c)?;
        let align: u64 = if pow2 {
            if !(0..32).contains(&v) {
                return Err((acol, "invalid alignment value".into()));
            }
            1 << v
        } else {
            if v <= 0 || (v as u64).count_ones() != 1 || v > 1 << 31 {
                return Err((acol, format!("alignment must be a power of 2: `{v}`")));
            }
            v as u64
        };
        let here = self.here();
        let pad = (align - here % align) % align;
        let s = &mut self.sections[self.cur];
        s.align = s.align.max(align);
        if max.is_some_and(|m| (pad as i64) > m) {
            return Ok(());
        }
        let code = s.is_exec() && fill.is_none_or(|f| f == 0);
        let bytes: Vec<u8> = if code {
            // llvm-mc pads code with s_nop 0; a remainder that is not a whole
            // dword (data before) would leave instructions misaligned.
            if !pad.is_multiple_of(4) {
                return Err((
                    col,
                    format!("cannot pad code to a {align}-byte boundary from offset {here}: not a whole number of dwords"),
                ));
            }
            std::iter::repeat_n(0xBF80_0000u32.to_le_bytes(), (pad / 4) as usize)
                .flatten()
                .collect()
        } else {
            vec![fill.unwrap_or(0) as u8; pad as usize]
        };
        self.emit(&bytes, col)
    }

    /// `.org` and `. = N`: moves the location counter forwards.
    pub(super) fn org(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ocol = c.col();
        let v = self.org_target(c)?;
        let fill = if c.eat(',') { self.abs_now(c)? } else { 0 };
        self.no_more(c)?;
        let here = self.here() as i64;
        if v < here {
            return Err((ocol, "invalid .org offset: it moves backwards".into()));
        }
        if v as usize > MAX_SECTION_BYTES {
            return Err((
                ocol,
                format!(".org offset {v} is past {MAX_SECTION_BYTES} bytes"),
            ));
        }
        self.emit(&vec![fill as u8; (v - here) as usize], col)
    }

    /// The offset `.org` moves to: an absolute expression, or a label of the
    /// current section already placed plus a constant (`.org start + 0x100`),
    /// which llvm-mc resolves against the section's start.
    fn org_target(&mut self, c: &mut Cursor) -> Res<i64> {
        let (col, start) = (c.col(), c.pos);
        let mut e = c.expr()?;
        self.bind(&mut e)?;
        match self.value_now(&e, 0)? {
            Some(Val::Int(v)) => return Ok(v),
            Some(Val::Float(_)) => return Err((col, "expected an integer expression".into())),
            None => {}
        }
        if let Some(v) = crate::asm::resolve::eval_placed(self, &e) {
            return Ok(v);
        }
        match crate::asm::resolve::eval_label_offset(self, &e) {
            Some((sec, off)) if sec == self.cur => Ok(off),
            Some((sec, _)) => Err((
                col,
                format!(
                    "`.org {}`: the label is in section `{}`, not in `{}`",
                    c.text_from(start),
                    self.sections[sec].name,
                    self.sections[self.cur].name
                ),
            )),
            None => Err((
                col,
                format!("expected absolute expression: `{}`", c.text_from(start)),
            )),
        }
    }
}
