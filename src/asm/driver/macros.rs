//! Macros and repetition: `.macro`/`.endm`, `.exitm`, `.purgem`, `.rept`,
//! `.irp`, `.irpc`, and the argument splitting and `\name` substitution they share.

use super::{Asm, Macro, Param, MAX_MACRO_EXPANSION};
use crate::asm::expr::Cursor;
use crate::asm::lexer::{self, Tok, Token};
use crate::asm::source::{self, FrameKind, Line};
use crate::asm::Res;

impl Asm {
    /// `.rept n` ... `.endr`.
    pub(super) fn rept(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let n = self.abs_now(c)?;
        self.no_more(c)?;
        if n < 0 {
            return Err((col, "count is negative".into()));
        }
        let body = self.collect_body(&[".rept", ".irp", ".irpc"], ".endr", col)?;
        let mut lines = Vec::new();
        let max = self.max_statements();
        for _ in 0..n {
            lines.extend(body.iter().cloned());
            if lines.len() > max {
                return Err((col, format!("more than {max} statements after expansion")));
            }
        }
        self.push_lines(lines, FrameKind::Repeat, col)
    }

    /// `.exitm`: leaves the innermost macro expansion.
    pub(super) fn exit_macro(&mut self, col: usize) -> Res<()> {
        match self.src.exit_macro() {
            Some(depth) => self.conds.truncate(depth),
            None => {
                return Err((
                    col,
                    "unexpected '.exitm' in file, no current macro definition".into(),
                ))
            }
        }
        Ok(())
    }

    /// `.purgem name`.
    pub(super) fn purge_macro(&mut self, c: &mut Cursor) -> Res<()> {
        let (name, ncol) = self.name_arg(c)?;
        self.no_more(c)?;
        self.macros
            .remove(&name)
            .map(|_| ())
            .ok_or((ncol, format!("macro '{name}' is not defined")))
    }

    /// Reads lines up to the `close` directive matching this block (counting
    /// nested blocks opened by `open`), without assembling them.
    pub fn collect_body(&mut self, open: &[&str], close: &str, col: usize) -> Res<Vec<Line>> {
        let mut depth = 0;
        let mut body = Vec::new();
        while let Some(l) = self.src.next_line() {
            let first = lexer::strip_comment(&l.text)
                .split(|ch: char| ch.is_whitespace() || ch == ',')
                .find(|w| !w.is_empty())
                .unwrap_or("")
                .to_ascii_lowercase();
            if first == close || (close == ".endm" && first == ".endmacro") {
                if depth == 0 {
                    return Ok(body);
                }
                depth -= 1;
            } else if open.contains(&first.as_str()) {
                depth += 1;
            }
            body.push(l);
        }
        Err((col, format!("no matching '{close}' directive")))
    }

    /// Pushes expanded lines to be read next.
    pub(super) fn push_lines(&mut self, lines: Vec<Line>, kind: FrameKind, col: usize) -> Res<()> {
        if !self.src.push(lines, kind, self.conds.len()) {
            return Err((
                col,
                format!(
                    "includes, macros and repetitions nest more than {} deep",
                    source::MAX_FRAMES
                ),
            ));
        }
        Ok(())
    }

    /// `.irp` (each comma-separated value) and `.irpc` (`chars`: each character).
    pub(super) fn irp(&mut self, c: &mut Cursor, chars: bool, col: usize) -> Res<()> {
        let (param, _) = self.name_arg(c)?;
        let mut values: Vec<String> = Vec::new();
        if c.eat(',') {
            let rest = c.rest_text();
            if chars {
                values = rest
                    .trim()
                    .chars()
                    .filter(|ch| !ch.is_whitespace())
                    .map(String::from)
                    .collect();
            } else {
                // llvm-mc drops the quotes of a quoted value (`"a, b"` is one value).
                values = split_args(&rest, usize::MAX)
                    .iter()
                    .map(|v| unquote(v))
                    .collect();
            }
        }
        let body = self.collect_body(&[".rept", ".irp", ".irpc"], ".endr", col)?;
        if values.is_empty() {
            values.push(String::new());
        }
        let mut lines = Vec::new();
        for v in &values {
            for l in &body {
                let mut l = l.clone();
                l.text = substitute(&l.text, &[(param.clone(), v.clone())], None);
                lines.push(l);
            }
        }
        self.push_lines(lines, FrameKind::Repeat, col)
    }

    /// `.macro name params`: records the body up to `.endm`.
    pub(super) fn define_macro(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let (name, ncol) = self.name_arg(c)?;
        let mut params: Vec<Param> = Vec::new();
        c.eat(',');
        while !c.at_end() {
            let (p, pcol) = self.name_arg(c)?;
            if let Some(last) = params.last().filter(|q| q.vararg) {
                return Err((
                    pcol,
                    format!(
                        "vararg parameter '{}' should be the last parameter",
                        last.name
                    ),
                ));
            }
            let mut param = Param {
                name: p.clone(),
                default: None,
                required: false,
                vararg: false,
            };
            if c.eat(':') {
                let (q, qcol) = self.name_arg(c)?;
                match q.as_str() {
                    "req" => param.required = true,
                    "vararg" => param.vararg = true,
                    _ => {
                        return Err((
                            qcol,
                            format!(
                                "{q} is not a valid parameter qualifier for '{p}' in macro '{name}'"
                            ),
                        ))
                    }
                }
            }
            if c.eat('=') {
                let (dcol, start) = (c.col(), c.pos);
                while !c.at_end() && !c.is_punct(',') {
                    c.advance();
                }
                param.default = Some(c.text_from(start));
                if param.required {
                    self.warnings.push(format!(
                        "{}:{dcol}: warning: pointless default value for required parameter '{p}' in macro '{name}'",
                        self.line.line
                    ));
                }
            }
            if params.iter().any(|q| q.name == p) {
                return Err((
                    pcol,
                    format!("macro '{name}' has multiple parameters named '{p}'"),
                ));
            }
            params.push(param);
            c.eat(',');
        }
        let body = self.collect_body(&[".macro"], ".endm", col)?;
        if self.macros.contains_key(&name) {
            return Err((ncol, format!("macro '{name}' is already defined")));
        }
        self.macros.insert(name, Macro { params, body });
        Ok(())
    }

    /// A macro call: its body with the arguments substituted.
    pub(super) fn expand_macro(&mut self, name: &str, args: &[Token], end_col: usize) -> Res<()> {
        let col = args.first().map_or(end_col, |t| t.col);
        let mut c = Cursor::new(args, end_col);
        let text = c.rest_text();
        let m = &self.macros[name];
        // A `:vararg` last parameter takes the rest of the text as written.
        let limit = match m.params.last() {
            Some(p) if p.vararg => m.params.len(),
            _ => usize::MAX,
        };
        let given = split_args(&text, limit);
        if given.len() > m.params.len()
            && !(m.params.is_empty() && given.len() == 1 && given[0].is_empty())
        {
            // Point at the first argument with no parameter (after the n-th comma).
            let mut commas = 0;
            let mut at_col = col;
            for (k, t) in args.iter().enumerate() {
                if t.tok == Tok::Punct(',') {
                    commas += 1;
                    if commas == m.params.len() {
                        at_col = args.get(k + 1).map_or(end_col, |t| t.col);
                        break;
                    }
                }
            }
            return Err((at_col, "too many positional arguments".into()));
        }
        let subst = bind_args(name, &m.params, &given, end_col)?;
        let count = self.macro_count;
        self.macro_count += 1;
        let lines: Vec<Line> = m
            .body
            .iter()
            .map(|l| Line {
                file: l.file.clone(),
                line: l.line,
                text: substitute(&l.text, &subst, Some(count)),
            })
            .collect();
        if self.src.depth() > 20 && self.src.in_macro() {
            return Err((1, "macros cannot be nested more than 20 levels deep".into()));
        }
        if lines.iter().map(|l| l.text.len()).sum::<usize>() > MAX_MACRO_EXPANSION {
            return Err((
                1,
                format!("macro `{name}` expands to more than {MAX_MACRO_EXPANSION} bytes"),
            ));
        }
        self.push_lines(lines, FrameKind::Macro, col)
    }
}

/// The values of a macro's parameters for one call: positional and
/// `name=value` arguments, then defaults. Quoted arguments lose their quotes
/// (llvm-mc substitutes a string's contents), except for a `:vararg` one.
fn bind_args(
    name: &str,
    params: &[Param],
    given: &[String],
    end_col: usize,
) -> Res<Vec<(String, String)>> {
    let mut subst: Vec<(String, String)> = Vec::new();
    for (k, p) in params.iter().enumerate() {
        let mut v = given.get(k).cloned().unwrap_or_default();
        if let Some((n, val)) = v.split_once('=') {
            if params.iter().any(|q| q.name == n.trim()) && !n.contains(' ') && !p.vararg {
                subst.retain(|(q, _)| q != n.trim());
                subst.push((n.trim().to_string(), unquote(val.trim())));
                continue;
            }
        }
        if v.is_empty() {
            v = p.default.clone().unwrap_or_default();
        } else if !p.vararg {
            v = unquote(&v);
        }
        if !subst.iter().any(|(q, _)| *q == p.name) {
            subst.push((p.name.clone(), v));
        }
    }
    for p in params {
        if !subst.iter().any(|(q, _)| *q == p.name) {
            subst.push((p.name.clone(), p.default.clone().unwrap_or_default()));
        }
    }
    for p in params.iter().filter(|p| p.required) {
        if subst.iter().any(|(q, v)| *q == p.name && v.is_empty()) {
            return Err((
                end_col,
                format!(
                    "missing value for required parameter '{}' in macro '{name}'",
                    p.name
                ),
            ));
        }
    }
    Ok(subst)
}

/// An argument with the quotes of its string literals removed: llvm-mc
/// substitutes `"a, b"` as `a, b` (escapes inside stay as written).
fn unquote(arg: &str) -> String {
    let mut out = String::with_capacity(arg.len());
    let mut in_str = false;
    let mut chars = arg.chars();
    while let Some(ch) = chars.next() {
        match ch {
            '"' => in_str = !in_str,
            '\\' if in_str => {
                out.push(ch);
                if let Some(next) = chars.next() {
                    out.push(next);
                }
            }
            _ => out.push(ch),
        }
    }
    out
}

/// Splits macro/irp arguments at commas (or blanks) outside parentheses and
/// strings; the `limit`-th argument takes the rest of the text as written.
fn split_args(s: &str, limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if out.len() + 1 >= limit && cur.trim().is_empty() {
            let rest: String = chars[i..].iter().collect();
            out.push(rest.trim().to_string());
            return out;
        }
        let ch = chars[i];
        match ch {
            '"' => {
                in_str = !in_str;
                cur.push(ch);
            }
            '(' if !in_str => {
                depth += 1;
                cur.push(ch);
            }
            ')' if !in_str => {
                depth -= 1;
                cur.push(ch);
            }
            ',' if !in_str && depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
            }
            ' ' | '\t' if !in_str && depth == 0 => {
                // A blank separates arguments unless an operator joins its neighbours.
                let prev = cur.trim_end().chars().last();
                let mut j = i;
                while j < chars.len() && chars[j].is_whitespace() {
                    j += 1;
                }
                let next = chars.get(j).copied();
                let joins = |c: Option<char>| c.is_some_and(|c| "+-*/%&|^<>=!~,".contains(c));
                if !cur.trim().is_empty() && !joins(prev) && !joins(next) && next.is_some() {
                    out.push(cur.trim().to_string());
                    cur.clear();
                }
                i = j;
                continue;
            }
            _ => cur.push(ch),
        }
        i += 1;
    }
    if !cur.trim().is_empty() || !out.is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// Replaces `\name` by its value (and `\@` by the expansion count) in a line.
fn substitute(text: &str, subst: &[(String, String)], count: Option<usize>) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '\\' {
            if chars.get(i + 1) == Some(&'@') {
                if let Some(n) = count {
                    out.push_str(&n.to_string());
                    i += 2;
                    continue;
                }
            }
            if chars.get(i + 1) == Some(&'(') && chars.get(i + 2) == Some(&')') {
                i += 3;
                continue;
            }
            let mut j = i + 1;
            while j < chars.len()
                && (chars[j].is_ascii_alphanumeric()
                    || chars[j] == '_'
                    || chars[j] == '$'
                    || chars[j] == '.')
            {
                j += 1;
            }
            let name: String = chars[i + 1..j].iter().collect();
            if let Some((_, v)) = subst.iter().find(|(p, _)| *p == name) {
                out.push_str(v);
                i = j;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}
