//! The symbol table: labels, `.set`/`=`, binding, visibility, type and size,
//! and the values expressions have when they are read.

use super::{Asm, Def, Sym};
use crate::asm::expr::{Cursor, Expr, Variant};
use crate::asm::inst::Val;
use crate::asm::{Binding, Res};

impl Asm {
    /// The symbol named `name`, created (undefined) if new.
    pub fn sym(&mut self, name: &str) -> usize {
        if let Some(&i) = self.by_name.get(name) {
            return i;
        }
        let i = self.syms.len();
        self.syms.push(Sym {
            name: name.to_string(),
            def: Def::None,
            binding: None,
            kind: 0,
            size: None,
            visibility: 0,
            temp: name.starts_with(".L") || name.contains('\u{2}'),
            equiv: false,
            used: false,
            first_use: None,
        });
        self.by_name.insert(name.to_string(), i);
        i
    }

    /// A fresh symbol not in the table, defined at the current location (`.`).
    pub(super) fn dot(&mut self) -> String {
        self.temp_count += 1;
        let name = format!(".\u{2}{}", self.temp_count);
        let i = self.sym(&name);
        self.syms[i].def = Def::Label(self.cur, self.here());
        name
    }

    pub(super) fn define_label(&mut self, name: &str, col: usize) -> Res<()> {
        let i = self.sym(name);
        if self.syms[i].def != Def::None {
            return Err((
                col,
                format!("duplicate label `{name}` (invalid symbol redefinition)"),
            ));
        }
        self.syms[i].def = Def::Label(self.cur, self.here());
        Ok(())
    }

    pub(super) fn define_local_label(&mut self, n: u64) {
        let c = self.local_labels.entry(n).or_insert(0);
        *c += 1;
        let name = format!("{n}\u{2}{c}");
        let i = self.sym(&name);
        self.syms[i].def = Def::Label(self.cur, self.here());
    }

    /// Rewrites `Nb`/`Nf` and `.` into the symbols they mean here and marks the
    /// names as used.
    pub fn bind(&mut self, e: &mut Expr) -> Res<()> {
        match e {
            Expr::Sym(name, col, _) => {
                let col = *col;
                if name == "." {
                    *name = self.dot();
                } else if let Some(rest) = name.strip_suffix('b').or(name.strip_suffix('f')) {
                    if let Ok(n) = rest.parse::<u64>() {
                        let fwd = name.ends_with('f');
                        let c = self.local_labels.get(&n).copied().unwrap_or(0);
                        if !fwd && c == 0 {
                            return Err((col, format!("directional label undefined: `{name}`")));
                        }
                        *name = format!("{n}\u{2}{}", if fwd { c + 1 } else { c });
                    }
                }
                let i = self.sym(name);
                self.syms[i].used = true;
                if self.syms[i].first_use.is_none() && self.line.file.is_empty() {
                    self.syms[i].first_use = Some((self.line.line, col));
                }
                Ok(())
            }
            Expr::Unary(_, a) => self.bind(a),
            Expr::Binary(_, a, b, _) => {
                self.bind(a)?;
                self.bind(b)
            }
            _ => Ok(()),
        }
    }

    /// The value of a bound expression if it is constant now: numbers and
    /// symbols `.set` to constants earlier.
    pub fn value_now(&self, e: &Expr, depth: u32) -> Res<Option<Val>> {
        use crate::asm::expr::{apply, UnOp};
        if depth > crate::asm::expr::MAX_DEPTH {
            return Err((1, "symbol definitions nest too deeply".into()));
        }
        Ok(match e {
            Expr::Int(v) => Some(Val::Int(*v)),
            Expr::Float(f) => Some(Val::Float(*f)),
            Expr::Sym(name, _, v) => {
                if *v != Variant::None {
                    return Ok(None);
                }
                match self.by_name.get(name).map(|&i| &self.syms[i].def) {
                    Some(Def::Var(_, Some(c))) => Some(Val::Int(*c)),
                    _ => None,
                }
            }
            Expr::Unary(op, a) => match (op, self.value_now(a, depth + 1)?) {
                (_, None) => None,
                (UnOp::Neg, Some(Val::Float(f))) => Some(Val::Float(-f)),
                (_, Some(Val::Float(_))) => {
                    return Err((col_of(e), "invalid floating-point expression".into()))
                }
                (UnOp::Neg, Some(Val::Int(v))) => Some(Val::Int(v.wrapping_neg())),
                (UnOp::Not, Some(Val::Int(v))) => Some(Val::Int(!v)),
                (UnOp::LNot, Some(Val::Int(v))) => Some(Val::Int((v == 0) as i64)),
            },
            Expr::Binary(op, a, b, opcol) => {
                let (x, y) = (self.value_now(a, depth + 1)?, self.value_now(b, depth + 1)?);
                match (x, y) {
                    (Some(Val::Int(x)), Some(Val::Int(y))) => match apply(*op, x, y) {
                        Some(v) => Some(Val::Int(v)),
                        None => return Err((*opcol, "division by zero".into())),
                    },
                    (Some(Val::Float(_)), _) | (_, Some(Val::Float(_))) => {
                        return Err((col_of(e), "invalid floating-point expression".into()))
                    }
                    _ => None,
                }
            }
        })
    }

    /// An integer the directive needs now: constants, constant symbols, and
    /// differences of labels already placed in one section.
    pub fn abs_now(&mut self, c: &mut Cursor) -> Res<i64> {
        let col = c.col();
        let start = c.pos;
        let mut e = c.expr()?;
        self.bind(&mut e)?;
        match self.value_now(&e, 0)? {
            Some(Val::Int(v)) => Ok(v),
            Some(Val::Float(_)) => Err((col, "expected an integer expression".into())),
            None => match crate::asm::resolve::eval_placed(self, &e) {
                Some(v) => Ok(v),
                None => Err((
                    col,
                    format!("expected absolute expression: `{}`", c.text_from(start)),
                )),
            },
        }
    }

    /// `name = expr`, `.set`, `.equ` and (`equiv`) `.equiv`.
    pub(super) fn assign(
        &mut self,
        name: &str,
        col: usize,
        c: &mut Cursor,
        equiv: bool,
    ) -> Res<()> {
        if name == "." {
            // `. = N` moves the location counter like `.org N`.
            return self.org(c, col);
        }
        let ecol = c.col();
        let mut e = c.expr()?;
        if let Some(t) = c.peek() {
            return Err((
                t.col,
                format!("unexpected token in assignment: `{}`", t.text),
            ));
        }
        self.bind(&mut e)?;
        let i = self.sym(name);
        match &self.syms[i].def {
            Def::Label(..) => {
                return Err((ecol, format!("redefinition of `{name}`: it is a label")))
            }
            Def::Var(..) if equiv || self.syms[i].equiv => {
                return Err((ecol, format!("redefinition of `{name}`")))
            }
            _ => {}
        }
        if references(&e, name) && self.value_now(&e, 0)?.is_none() {
            return Err((col, format!("recursive use of symbol `{name}`")));
        }
        let now = match self.value_now(&e, 0)? {
            Some(Val::Int(v)) => Some(v),
            Some(Val::Float(_)) => return Err((col, "expected an integer expression".into())),
            None => None,
        };
        let s = &mut self.syms[i];
        s.def = Def::Var(e, now);
        s.equiv = equiv;
        Ok(())
    }

    /// `.size name, expr` (resolved with the other late values).
    pub(super) fn size_directive(&mut self, c: &mut Cursor) -> Res<()> {
        let (name, _) = self.name_arg(c)?;
        c.expect(',', "after the symbol name")?;
        let ecol = c.col();
        let mut e = c.expr()?;
        self.no_more(c)?;
        self.bind(&mut e)?;
        let i = self.sym(&name);
        self.syms[i].size = Some((e, self.pos(ecol)));
        Ok(())
    }

    /// `.globl`, `.weak`, `.local` for a list of names.
    pub(super) fn binding(&mut self, c: &mut Cursor, d: &str) -> Res<()> {
        loop {
            let (name, _) = self.name_arg(c)?;
            let i = self.sym(&name);
            self.syms[i].used = true;
            self.syms[i].binding = Some(match d {
                ".weak" => Binding::Weak,
                ".local" => Binding::Local,
                _ => Binding::Global,
            });
            if c.at_end() {
                return Ok(());
            }
            c.expect(',', "between names")?;
        }
    }

    /// `.hidden`, `.protected`, `.internal` for a list of names.
    pub(super) fn visibility(&mut self, c: &mut Cursor, d: &str) -> Res<()> {
        loop {
            let (name, _) = self.name_arg(c)?;
            let i = self.sym(&name);
            self.syms[i].used = true;
            self.syms[i].visibility = match d {
                ".internal" => 1,
                ".hidden" => 2,
                _ => 3,
            };
            if c.at_end() {
                return Ok(());
            }
            c.expect(',', "between names")?;
        }
    }

    /// `.addrsig_sym name`: one symbol whose address the code takes, for
    /// the `.llvm_addrsig` section (resolved in `resolve.rs`).
    pub(super) fn addrsig_sym(&mut self, c: &mut Cursor) -> Res<()> {
        let col = c.col();
        let (name, ncol) = match c.peek() {
            // `.` is the location, not a symbol (llvm-mc: "expected identifier").
            Some(t) if t.text == "." => return Err((col, "expected identifier, found `.`".into())),
            _ => self.name_arg(c)?,
        };
        self.no_more(c)?;
        let i = self.sym(&name);
        if self.syms[i].first_use.is_none() && self.line.file.is_empty() {
            self.syms[i].first_use = Some((self.line.line, ncol));
        }
        let pos = self.pos(ncol);
        self.addrsig_syms.push((i, pos));
        Ok(())
    }

    /// `.type name, @kind`.
    pub(super) fn type_directive(&mut self, c: &mut Cursor) -> Res<()> {
        let (name, _) = self.name_arg(c)?;
        c.expect(',', "after the symbol name")?;
        c.eat('@');
        c.eat('%');
        let (t, tcol) = self.name_arg(c)?;
        self.no_more(c)?;
        let kind = match t.as_str() {
            "function" | "STT_FUNC" => 2,
            "object" | "STT_OBJECT" => 1,
            "notype" | "STT_NOTYPE" => 0,
            "tls_object" | "STT_TLS" => 6,
            "common" | "STT_COMMON" => 5,
            "gnu_unique_object" => 10,
            "gnu_indirect_function" => 10,
            _ => {
                return Err((
                    tcol,
                    format!("unsupported attribute in '.type' directive: `{t}`"),
                ))
            }
        };
        let i = self.sym(&name);
        self.syms[i].used = true;
        self.syms[i].kind = kind;
        Ok(())
    }
}

/// Whether `e` names symbol `name` (a `.set` of itself).
fn references(e: &Expr, name: &str) -> bool {
    match e {
        Expr::Sym(n, ..) => n == name,
        Expr::Unary(_, a) => references(a, name),
        Expr::Binary(_, a, b, _) => references(a, name) || references(b, name),
        _ => false,
    }
}

/// The column where an expression starts, for messages.
pub(crate) fn col_of(e: &Expr) -> usize {
    match e {
        Expr::Sym(_, c, _) => *c,
        Expr::Unary(_, a) | Expr::Binary(_, a, _, _) => col_of(a),
        _ => 1,
    }
}

/// llvm-mc's choice of a PC-relative literal: a symbol without an `@abs32`
/// specifier, reached through anything but a subtraction.
pub(crate) fn needs_pcrel(e: &Expr) -> bool {
    use crate::asm::expr::BinOp;
    match e {
        Expr::Sym(_, _, v) => !matches!(v, Variant::Abs32Lo | Variant::Abs32Hi),
        Expr::Binary(BinOp::Sub, ..) => false,
        Expr::Binary(_, a, b, _) => needs_pcrel(a) || needs_pcrel(b),
        Expr::Unary(_, a) => needs_pcrel(a),
        _ => false,
    }
}
