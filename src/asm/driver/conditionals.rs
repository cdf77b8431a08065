//! Conditional assembly: `.if` and its relatives, `.else`, `.elseif`, `.endif`.

use super::{Asm, Cond, Def};
use crate::asm::expr::Cursor;
use crate::asm::Res;

impl Asm {
    /// `.if` and its relatives.
    pub(super) fn conditional_directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
        match d {
            ".if" | ".ifne" | ".ifeq" | ".ifgt" | ".ifge" | ".iflt" | ".ifle" => {
                let v = self.abs_now(c)?;
                self.no_more(c)?;
                let t = match d {
                    ".if" | ".ifne" => v != 0,
                    ".ifeq" => v == 0,
                    ".ifgt" => v > 0,
                    ".ifge" => v >= 0,
                    ".iflt" => v < 0,
                    _ => v <= 0,
                };
                self.push_cond(t);
                Ok(())
            }
            ".ifdef" | ".ifndef" | ".ifnotdef" => {
                let (name, _) = self.name_arg(c)?;
                self.no_more(c)?;
                let defined = self
                    .by_name
                    .get(&name)
                    .is_some_and(|&i| self.syms[i].def != Def::None);
                self.push_cond(defined == (d == ".ifdef"));
                Ok(())
            }
            ".ifb" | ".ifnb" => {
                let blank = c.at_end();
                while !c.at_end() {
                    c.advance();
                }
                self.push_cond(blank == (d == ".ifb"));
                Ok(())
            }
            ".ifc" | ".ifnc" => {
                let all = c.rest_text();
                let (l, r) = all
                    .split_once(',')
                    .ok_or((c.end_col, format!("expected comma in {d}")))?;
                let clean = |s: &str| s.trim().trim_matches('\'').to_string();
                let same = clean(l) == clean(r);
                self.push_cond(same == (d == ".ifc"));
                Ok(())
            }
            ".elseif" => {
                self.check_arm(d, col)?;
                if self.conds.last().is_some_and(|t| t.done) {
                    if let Some(t) = self.conds.last_mut() {
                        t.active = false;
                    }
                    while !c.at_end() {
                        c.advance();
                    }
                    return Ok(());
                }
                let v = self.abs_now(c)?;
                self.no_more(c)?;
                if let Some(t) = self.conds.last_mut() {
                    t.active = v != 0;
                    t.done = v != 0;
                }
                Ok(())
            }
            ".else" => {
                self.no_more(c)?;
                self.check_arm(d, col)?;
                let Some(t) = self.conds.last_mut() else {
                    return Ok(());
                };
                t.seen_else = true;
                t.active = !t.done;
                t.done = true;
                Ok(())
            }
            ".endif" => {
                self.no_more(c)?;
                if self.conds.pop().is_none() {
                    return Err((
                        col,
                        "encountered a .endif that doesn't follow an .if or .else".into(),
                    ));
                }
                Ok(())
            }
            _ => self.flow_directive(d, col, c),
        }
    }

    /// Errors unless an `.if` is open and has had no `.else` yet (`d` is
    /// `.else` or `.elseif`), in llvm-mc's words.
    fn check_arm(&self, d: &str, col: usize) -> Res<()> {
        match self.conds.last() {
            Some(t) if !t.seen_else => Ok(()),
            _ => Err((
                col,
                format!("encountered a {d} that doesn't follow an .if or an .elseif"),
            )),
        }
    }

    fn push_cond(&mut self, t: bool) {
        self.conds.push(Cond {
            active: t,
            done: t,
            seen_else: false,
        });
    }
}
