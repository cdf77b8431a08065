//! Expressions with LLVM MC's GNU-mode grammar and precedence, evaluated in
//! 64-bit two's complement as llvm-mc evaluates them (`docs/assembler.md`).
//!
//! Precedence, lowest first: `||`; `&&`; `== != <> < <= > >=`; `+ -`;
//! `| & ^ !` (the binary `!` is "or not"); `* / % << >>`. Comparisons give -1
//! for true, `>>` is a logical shift, shift counts wrap at 64.

use super::lexer::{Tok, Token};
use super::Res;

/// Deepest expression tree accepted; deeper input is an error, never a
/// stack overflow.
pub const MAX_DEPTH: u32 = 1000;

/// A relocation specifier written after a symbol (`sym@rel32@lo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    None,
    Rel32Lo,
    Rel32Hi,
    Abs32Lo,
    Abs32Hi,
}

impl Variant {
    fn parse(s: &str) -> Option<Variant> {
        Some(match s.to_ascii_lowercase().as_str() {
            "rel32@lo" => Variant::Rel32Lo,
            "rel32@hi" => Variant::Rel32Hi,
            "abs32@lo" => Variant::Abs32Lo,
            "abs32@hi" => Variant::Abs32Hi,
            _ => return None,
        })
    }
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    LOr,
    LAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    And,
    Xor,
    OrNot,
    Mul,
    Div,
    Mod,
    Shl,
    Shr,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    LNot,
}

/// An expression tree. Symbols are names resolved by the assembler's table.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Int(i64),
    Float(f64),
    /// A symbol (with its column for messages) and a relocation specifier.
    Sym(String, usize, Variant),
    Unary(UnOp, Box<Expr>),
    /// Operator, operands, and the operator's column.
    Binary(BinOp, Box<Expr>, Box<Expr>, usize),
}

fn binop(t: &Tok) -> Option<(BinOp, u8)> {
    Some(match t {
        Tok::Op("||") => (BinOp::LOr, 1),
        Tok::Op("&&") => (BinOp::LAnd, 2),
        Tok::Op("==") => (BinOp::Eq, 3),
        Tok::Op("!=") | Tok::Op("<>") => (BinOp::Ne, 3),
        Tok::Punct('<') => (BinOp::Lt, 3),
        Tok::Op("<=") => (BinOp::Le, 3),
        Tok::Punct('>') => (BinOp::Gt, 3),
        Tok::Op(">=") => (BinOp::Ge, 3),
        Tok::Punct('+') => (BinOp::Add, 4),
        Tok::Punct('-') => (BinOp::Sub, 4),
        Tok::Punct('|') => (BinOp::Or, 5),
        Tok::Punct('&') => (BinOp::And, 5),
        Tok::Punct('^') => (BinOp::Xor, 5),
        Tok::Punct('!') => (BinOp::OrNot, 5),
        Tok::Punct('*') => (BinOp::Mul, 6),
        Tok::Punct('/') => (BinOp::Div, 6),
        Tok::Punct('%') => (BinOp::Mod, 6),
        Tok::Op("<<") => (BinOp::Shl, 6),
        Tok::Op(">>") => (BinOp::Shr, 6),
        _ => return None,
    })
}

/// Applies a binary operator to two integers; `None` for a division by zero.
pub fn apply(op: BinOp, a: i64, b: i64) -> Option<i64> {
    let t = |c: bool| if c { -1 } else { 0 };
    Some(match op {
        BinOp::LOr => (a != 0 || b != 0) as i64,
        BinOp::LAnd => (a != 0 && b != 0) as i64,
        BinOp::Eq => t(a == b),
        BinOp::Ne => t(a != b),
        BinOp::Lt => t(a < b),
        BinOp::Le => t(a <= b),
        BinOp::Gt => t(a > b),
        BinOp::Ge => t(a >= b),
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Or => a | b,
        BinOp::And => a & b,
        BinOp::Xor => a ^ b,
        BinOp::OrNot => a | !b,
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::Div if b == 0 => return None,
        BinOp::Mod if b == 0 => return None,
        BinOp::Div => a.wrapping_div(b),
        BinOp::Mod => a.wrapping_rem(b),
        BinOp::Shl => a.wrapping_shl(b as u32),
        BinOp::Shr => ((a as u64).wrapping_shr(b as u32)) as i64,
    })
}

/// A cursor over a statement's tokens.
pub struct Cursor<'a> {
    pub toks: &'a [Token],
    pub pos: usize,
    /// Column just past the statement (for "expected ..." at the end).
    pub end_col: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(toks: &'a [Token], end_col: usize) -> Self {
        Cursor {
            toks,
            pos: 0,
            end_col,
        }
    }

    pub fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }

    pub fn peek_tok(&self) -> Option<&'a Tok> {
        self.peek().map(|t| &t.tok)
    }

    pub fn col(&self) -> usize {
        self.peek().map_or(self.end_col, |t| t.col)
    }

    pub fn advance(&mut self) -> Option<&'a Token> {
        let t = self.toks.get(self.pos);
        self.pos += 1;
        t
    }

    pub fn is_punct(&self, c: char) -> bool {
        matches!(self.peek_tok(), Some(Tok::Punct(p)) if *p == c)
    }

    pub fn eat(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn expect(&mut self, c: char, what: &str) -> Res<()> {
        if self.eat(c) {
            return Ok(());
        }
        match self.peek() {
            Some(t) => Err((t.col, format!("expected `{c}` {what}, found `{}`", t.text))),
            None => Err((self.end_col, format!("expected `{c}` {what}"))),
        }
    }

    /// The tokens from `start` to the cursor, as written (for messages).
    pub fn text_from(&self, start: usize) -> String {
        self.text_between(start, self.pos)
    }

    /// The tokens from the cursor to the end of the statement, as written;
    /// the cursor moves to the end.
    pub fn rest_text(&mut self) -> String {
        let t = self.text_between(self.pos, self.toks.len());
        self.pos = self.toks.len();
        t
    }

    fn text_between(&self, start: usize, end: usize) -> String {
        let end = end.min(self.toks.len());
        let start = start.min(end);
        let mut s = String::new();
        for (k, t) in self.toks[start..end].iter().enumerate() {
            if k > 0 {
                let prev = &self.toks[start + k - 1];
                if prev.col + prev.text.chars().count() < t.col {
                    s.push(' ');
                }
            }
            s.push_str(&t.text);
        }
        s
    }

    /// Parses an expression.
    pub fn expr(&mut self) -> Res<Expr> {
        self.expr_depth(0).map(|(e, _)| e)
    }

    fn expr_depth(&mut self, depth: u32) -> Res<(Expr, u32)> {
        self.binary(1, depth)
    }

    /// Precedence climbing over operators of precedence `min` and above;
    /// returns the tree and its height.
    fn binary(&mut self, min: u8, depth: u32) -> Res<(Expr, u32)> {
        let (mut lhs, mut d) = self.unary(depth)?;
        while let Some((op, prec)) = self.peek_tok().and_then(binop) {
            if prec < min {
                break;
            }
            let col = self.col();
            self.pos += 1;
            let (rhs, rd) = self.binary(prec + 1, depth + 1)?;
            d = d.max(rd) + 1;
            if d > MAX_DEPTH {
                return Err((col, too_deep()));
            }
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), col);
        }
        Ok((lhs, d))
    }

    fn unary(&mut self, depth: u32) -> Res<(Expr, u32)> {
        let col = self.col();
        if depth > MAX_DEPTH {
            return Err((col, too_deep()));
        }
        let Some(t) = self.advance() else {
            return Err((col, "expected an expression".into()));
        };
        let un = |s: &mut Self, op| -> Res<(Expr, u32)> {
            let (e, d) = s.unary(depth + 1)?;
            Ok((Expr::Unary(op, Box::new(e)), d + 1))
        };
        match &t.tok {
            Tok::Punct('-') => un(self, UnOp::Neg),
            Tok::Punct('~') => un(self, UnOp::Not),
            Tok::Punct('!') => un(self, UnOp::LNot),
            Tok::Punct('+') => self.unary(depth + 1),
            Tok::Punct('(') => {
                let (e, d) = self.expr_depth(depth + 1)?;
                self.expect(')', "to close the parenthesis")?;
                Ok((e, d))
            }
            Tok::Int(v) => Ok((Expr::Int(*v), 0)),
            Tok::Float(f) => Ok((Expr::Float(*f), 0)),
            Tok::LocalRef(n, fwd) => Ok((
                Expr::Sym(
                    format!("{n}{}", if *fwd { 'f' } else { 'b' }),
                    col,
                    Variant::None,
                ),
                0,
            )),
            Tok::Ident(name) => {
                let (base, variant) = match name.split_once('@') {
                    None => (name.as_str(), Variant::None),
                    Some((b, v)) => match Variant::parse(v) {
                        Some(var) => (b, var),
                        None => return Err((col, format!("invalid variant `{v}`"))),
                    },
                };
                Ok((Expr::Sym(base.to_string(), col, variant), 0))
            }
            _ => Err((col, format!("unknown token in expression: `{}`", t.text))),
        }
    }
}

fn too_deep() -> String {
    format!("expression nests too deeply (more than {MAX_DEPTH} levels)")
}

#[cfg(test)]
mod tests {
    use super::super::lexer::lex;
    use super::*;

    fn eval(s: &str) -> i64 {
        let toks = lex(s).unwrap();
        let e = Cursor::new(&toks, s.len() + 1).expr().unwrap();
        fn go(e: &Expr) -> i64 {
            match e {
                Expr::Int(v) => *v,
                Expr::Unary(UnOp::Neg, a) => go(a).wrapping_neg(),
                Expr::Unary(UnOp::Not, a) => !go(a),
                Expr::Unary(UnOp::LNot, a) => (go(a) == 0) as i64,
                Expr::Binary(op, a, b, _) => apply(*op, go(a), go(b)).unwrap(),
                _ => panic!(),
            }
        }
        go(&e)
    }

    /// Values llvm-mc 14 writes for `.quad` of these expressions.
    #[test]
    fn gnu_precedence_as_llvm_mc() {
        assert_eq!(eval("-16 >> 1"), 0x7fff_ffff_ffff_fff8);
        assert_eq!(eval("3 == 3"), -1);
        assert_eq!(eval("1 ! 2"), -3);
        assert_eq!(eval("7 % -3"), 1);
        assert_eq!(eval("-7 / 2"), -3);
        assert_eq!(eval("1 << 65"), 2);
        assert_eq!(eval("1 + 2 * 3 | 4"), 7);
        assert_eq!(eval("3|4+1"), 8);
        assert_eq!(eval("6 & 3 == 3"), 0);
        assert_eq!(eval("2 && 3"), 1);
        assert_eq!(eval("1 - 2 - 3"), -4);
        assert_eq!(eval("1 || 0 && 0"), 1);
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let s = "(".repeat(30000) + "1" + &")".repeat(30000);
        let toks = lex(&s).unwrap();
        assert!(Cursor::new(&toks, 1).expr().is_err());
        let s = "-".repeat(100000) + "1";
        let toks = lex(&s).unwrap();
        assert!(Cursor::new(&toks, 1).expr().is_err());
        let s = vec!["1"; 5000].join("+");
        let toks = lex(&s).unwrap();
        assert!(Cursor::new(&toks, 1).expr().is_err());
    }
}
