//! Sections: `.section` and its flags, switching and the section stack.

use super::Asm;
use crate::asm::expr::Cursor;
use crate::asm::{Res, Section, SectionKind};
use crate::asm::{SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_WRITE};

/// The kind and flags a section gets from its name alone (as llvm-mc gives them).
fn section_defaults(name: &str) -> (SectionKind, u64) {
    let is = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if is(".text") {
        (SectionKind::Progbits, SHF_ALLOC | SHF_EXECINSTR)
    } else if is(".rodata") {
        (SectionKind::Progbits, SHF_ALLOC)
    } else if is(".data") || is(".data.rel.ro") {
        (SectionKind::Progbits, SHF_ALLOC | SHF_WRITE)
    } else if is(".bss") {
        (SectionKind::Nobits, SHF_ALLOC | SHF_WRITE)
    } else if name.starts_with(".note") {
        (SectionKind::Note, 0)
    } else {
        (SectionKind::Progbits, 0)
    }
}

impl Asm {
    /// Makes section `name` current, creating it (with `kind` and `flags`, or
    /// the defaults its name gives) if new.
    pub fn switch_section(
        &mut self,
        name: &str,
        kind: Option<SectionKind>,
        flags: Option<u64>,
        entsize: u64,
    ) -> Res<()> {
        let idx = match self.sections.iter().position(|s| s.name == name) {
            Some(i) => i,
            None => {
                let (dk, df) = section_defaults(name);
                self.sections.push(Section {
                    name: name.to_string(),
                    kind: kind.unwrap_or(dk),
                    flags: flags.unwrap_or(df),
                    align: 1,
                    entsize,
                    data: Vec::new(),
                    relocs: Vec::new(),
                });
                self.sections.len() - 1
            }
        };
        if idx != self.cur {
            self.prev = self.cur;
            self.cur = idx;
        }
        Ok(())
    }

    /// `.section name[, "flags"[, @type[, entsize]]]`, or with the flags
    /// written `#alloc, #write, #execinstr` as clang-15 writes them.
    pub(super) fn section_directive(&mut self, c: &mut Cursor) -> Res<()> {
        let col = c.col();
        // A section name may be a dotted identifier or a string.
        let (name, _) = self.name_arg(c)?;
        let mut flags = None;
        let mut kind = None;
        let mut entsize = 0;
        if c.eat(',') {
            if c.is_punct('#') {
                flags = Some(self.hash_flags(c)?);
            } else {
                let fcol = c.col();
                let f = self.string_arg(c)?;
                // llvm-mc points past the flag string.
                let fcol = fcol + f.len() + 2;
                let mut v = 0;
                for ch in f {
                    v |= match ch {
                        b'a' => SHF_ALLOC,
                        b'w' => SHF_WRITE,
                        b'x' => SHF_EXECINSTR,
                        b'M' => SHF_MERGE,
                        b'S' => SHF_STRINGS,
                        _ => {
                            return Err((
                                fcol,
                                format!("unknown flag `{}` in .section", ch as char),
                            ))
                        }
                    };
                }
                flags = Some(v);
                if c.eat(',') {
                    let tcol = c.col();
                    if !c.eat('@') && !c.eat('%') {
                        return Err((tcol, "expected '@<type>' or '%<type>'".into()));
                    }
                    let (t, tcol) = self.name_arg(c)?;
                    kind = Some(match t.as_str() {
                        "progbits" => SectionKind::Progbits,
                        "nobits" => SectionKind::Nobits,
                        "note" => SectionKind::Note,
                        _ => return Err((tcol, format!("unknown section type `{t}`"))),
                    });
                    if v & SHF_MERGE != 0 {
                        c.expect(',', "before the entry size of a mergeable section")?;
                        entsize = self.abs_now(c)? as u64;
                    }
                }
            }
        }
        self.no_more(c)?;
        if let Some(i) = self.sections.iter().position(|s| s.name == name) {
            let s = &self.sections[i];
            if flags.is_some_and(|f| f != s.flags) || kind.is_some_and(|k| k != s.kind) {
                return Err((col, format!("changed section flags for `{name}`")));
            }
        }
        self.switch_section(&name, kind, flags, entsize)
    }

    /// Flags as `#alloc, #write, #execinstr` (llvm-mc's other spelling of
    /// `"awx"`; no section type may follow them, as in llvm-mc).
    fn hash_flags(&mut self, c: &mut Cursor) -> Res<u64> {
        let mut v = 0;
        while c.eat('#') {
            let (word, wcol) = self.name_arg(c)?;
            v |= match word.as_str() {
                "alloc" => SHF_ALLOC,
                "write" => SHF_WRITE,
                "execinstr" => SHF_EXECINSTR,
                _ => return Err((wcol, format!("unknown flag `#{word}` in .section"))),
            };
            if !c.eat(',') {
                break;
            }
        }
        Ok(v)
    }

    /// `.pushsection`: like `.section`, remembering where it was.
    pub(super) fn push_section(&mut self, c: &mut Cursor) -> Res<()> {
        let saved = (self.cur, self.prev);
        self.section_directive(c)?;
        self.section_stack.push(saved);
        Ok(())
    }

    /// `.popsection`; `end` is the column just past the directive.
    pub(super) fn pop_section(&mut self, c: &mut Cursor, end: usize) -> Res<()> {
        self.no_more(c)?;
        let (cur, prev) = self.section_stack.pop().ok_or((
            end,
            ".popsection without corresponding .pushsection".to_string(),
        ))?;
        self.cur = cur;
        self.prev = prev;
        Ok(())
    }

    /// `.previous`: back to the section before the last switch.
    pub(super) fn previous_section(&mut self, c: &mut Cursor) -> Res<()> {
        self.no_more(c)?;
        std::mem::swap(&mut self.cur, &mut self.prev);
        Ok(())
    }

    /// `.ident "text"`: the string goes to `.comment` (which starts with a
    /// NUL byte, as llvm-mc writes it), the current section stays.
    pub(super) fn ident(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let s = self.string_arg(c)?;
        self.no_more(c)?;
        let (cur, prev) = (self.cur, self.prev);
        self.switch_section(
            ".comment",
            Some(SectionKind::Progbits),
            Some(SHF_MERGE | SHF_STRINGS),
            1,
        )?;
        if self.here() == 0 {
            self.emit(&[0], col)?;
        }
        let mut b = s;
        b.push(0);
        self.emit(&b, col)?;
        self.cur = cur;
        self.prev = prev;
        Ok(())
    }
}
