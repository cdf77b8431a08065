//! One statement: labels, then an assignment, a directive, a macro call or
//! an instruction; and the bytes it appends to the current section.

use super::{needs_pcrel, Asm, Cond, Fixup, Slot, MAX_OBJECT_BYTES, MAX_SECTION_BYTES};
use crate::asm::expr::{Cursor, Expr};
use crate::asm::inst::{self, FixupKind, Val};
use crate::asm::lexer::{self, Tok, Token};
use crate::asm::{Res, SectionKind};
use crate::isa::encode;

impl Asm {
    /// Reads one line of source (comments not yet stripped).
    pub(super) fn statement(&mut self, raw: &str) -> Res<()> {
        let body = lexer::strip_comment(raw);
        let toks = lexer::lex(body)?;
        let end_col = body.trim_end().chars().count() + 1;
        if toks.is_empty() {
            return Ok(());
        }
        if !self.active() {
            return self.inactive_statement(&toks, end_col);
        }
        if self.kernel.is_some() {
            return crate::asm::kernel::statement(self, &toks, end_col);
        }
        let mut rest: &[Token] = &toks;
        loop {
            match rest {
                [Token {
                    tok: Tok::Ident(name),
                    col,
                    ..
                }, Token {
                    tok: Tok::Punct(':'),
                    ..
                }, tail @ ..]
                    if !name.starts_with('.') || name.starts_with(".L") =>
                {
                    self.define_label(name, *col)?;
                    rest = tail;
                }
                [Token {
                    tok: Tok::Int(n), ..
                }, Token {
                    tok: Tok::Punct(':'),
                    ..
                }, tail @ ..]
                    if *n >= 0 =>
                {
                    self.define_local_label(*n as u64);
                    rest = tail;
                }
                _ => break,
            }
        }
        let Some(first) = rest.first() else {
            return Ok(());
        };
        let Tok::Ident(word) = &first.tok else {
            return Err((
                first.col,
                format!("expected an instruction, found `{}`", first.text),
            ));
        };
        if let Some(Token {
            tok: Tok::Punct('='),
            ..
        }) = rest.get(1)
        {
            let mut c = Cursor::new(&rest[2..], end_col);
            return self.assign(word, first.col, &mut c, false);
        }
        if word.starts_with('.') {
            let mut c = Cursor::new(&rest[1..], end_col);
            return self.directive(&word.to_ascii_lowercase(), first.col, &mut c);
        }
        if self.macros.contains_key(word.as_str()) {
            return self.expand_macro(word, &rest[1..], end_col);
        }
        self.instruction(rest, end_col)
    }

    /// Only conditional directives matter inside a false arm (for nesting).
    fn inactive_statement(&mut self, toks: &[Token], end_col: usize) -> Res<()> {
        let Some(Tok::Ident(w)) = toks.first().map(|t| &t.tok) else {
            return Ok(());
        };
        let w = w.to_ascii_lowercase();
        if w.starts_with(".if") {
            self.conds.push(Cond {
                active: false,
                done: true,
                seen_else: false,
            });
            return Ok(());
        }
        if matches!(w.as_str(), ".else" | ".elseif" | ".endif") {
            let mut c = Cursor::new(&toks[1..], end_col);
            return self.directive(&w, toks[0].col, &mut c);
        }
        Ok(())
    }

    /// An instruction: encoded now, with a fixup for a value not known yet.
    fn instruction(&mut self, toks: &[Token], end_col: usize) -> Res<()> {
        let target = self.target();
        self.arch_open = false;
        self.features_used.get_or_insert(target.features);
        let (inst, fixup) = {
            let mut env = EnvNow { a: self };
            inst::parse_instruction(target, toks, end_col, &mut env)?
        };
        let words = encode(&inst).map_err(|e| (toks[0].col, e.to_string()))?;
        let start = self.here();
        if let Some(f) = fixup {
            let slot = match f.kind {
                FixupKind::Literal => Slot::Literal {
                    pcrel: needs_pcrel(&f.expr),
                },
                FixupKind::Branch => Slot::Branch,
            };
            let offset = if slot == Slot::Branch {
                start
            } else {
                start + 4
            };
            self.fixups.push(Fixup {
                sec: self.cur,
                offset,
                slot,
                expr: f.expr,
                pos: self.pos(if slot == Slot::Branch {
                    toks[0].col
                } else {
                    f.col
                }),
            });
        }
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        self.emit(&bytes, toks[0].col)
    }

    /// Appends bytes to the current section.
    pub fn emit(&mut self, bytes: &[u8], col: usize) -> Res<()> {
        let s = &mut self.sections[self.cur];
        if s.data.len() + bytes.len() > MAX_SECTION_BYTES {
            return Err((
                col,
                format!("section `{}` grows past {MAX_SECTION_BYTES} bytes", s.name),
            ));
        }
        if self.emitted + bytes.len() > MAX_OBJECT_BYTES {
            return Err((
                col,
                format!(
                    "the sections together grow past {MAX_OBJECT_BYTES} bytes (in `{}`)",
                    s.name
                ),
            ));
        }
        if s.kind == SectionKind::Nobits && bytes.iter().any(|&b| b != 0) {
            return Err((
                col,
                format!(
                    "cannot have non-zero initializers in a NOBITS section (`{}`)",
                    s.name
                ),
            ));
        }
        s.data.extend_from_slice(bytes);
        self.emitted += bytes.len();
        Ok(())
    }
}

/// The instruction parser's view of the symbol table.
struct EnvNow<'a> {
    a: &'a mut Asm,
}

impl inst::Env for EnvNow<'_> {
    fn eval_now(&mut self, e: &mut Expr) -> Res<Option<Val>> {
        self.a.bind(e)?;
        self.a.value_now(e, 0)
    }
}
