//! Statement text -> tokens, with LLVM MC's spelling of numbers, strings,
//! operators and numeric local label references (`1b`, `1f`).
//! Block comments are removed by [`strip_block_comments`] before lines are cut.

use super::Res;

/// A token of one statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A name: symbols, mnemonics, directives (`.text`), `.` itself.
    Ident(String),
    /// An integer literal (64 bits, two's complement like llvm-mc).
    Int(i64),
    /// A floating-point literal (instruction operands only).
    Float(f64),
    /// A string literal with its escapes resolved.
    Str(Vec<u8>),
    /// A reference to numeric local label N: backward (`Nb`) or forward (`Nf`).
    LocalRef(u64, bool),
    /// One punctuation character.
    Punct(char),
    /// A two-character operator: `<< >> <= >= == != <> && ||`.
    Op(&'static str),
}

/// A token with its 1-based column and its text as written.
#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub col: usize,
    pub text: String,
}

const TWO_CHAR: [&str; 9] = ["<<", ">>", "<=", ">=", "==", "!=", "<>", "&&", "||"];

pub fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$'
}

pub fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c == '@'
}

/// Replaces `/* ... */` comments by spaces, keeping newlines so that lines and
/// columns stay where they were. String literals and line comments are left alone.
/// An unterminated comment is an error at its opening.
pub fn strip_block_comments(text: &str) -> Result<String, (usize, usize, String)> {
    let mut out = String::with_capacity(text.len());
    let b: Vec<char> = text.chars().collect();
    let (mut i, mut line, mut col) = (0, 1, 1);
    let mut in_str = false;
    let mut in_line_comment = false;
    while i < b.len() {
        let c = b[i];
        if c == '\n' {
            in_line_comment = false;
            in_str = false;
            out.push(c);
            line += 1;
            col = 1;
            i += 1;
            continue;
        }
        if in_line_comment {
            out.push(c);
        } else if in_str {
            out.push(c);
            if c == '\\' && i + 1 < b.len() && b[i + 1] != '\n' {
                out.push(b[i + 1]);
                i += 1;
                col += 1;
            } else if c == '"' {
                in_str = false;
            }
        } else if c == '"' {
            in_str = true;
            out.push(c);
        } else if c == ';' || (c == '/' && b.get(i + 1) == Some(&'/')) {
            in_line_comment = true;
            out.push(c);
        } else if c == '/' && b.get(i + 1) == Some(&'*') {
            let (l0, c0) = (line, col);
            out.push_str("  ");
            i += 2;
            col += 2;
            loop {
                if i >= b.len() {
                    return Err((l0, c0, "unterminated comment".into()));
                }
                if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    out.push_str("  ");
                    i += 2;
                    col += 2;
                    break;
                }
                if b[i] == '\n' {
                    out.push('\n');
                    line += 1;
                    col = 1;
                } else {
                    out.push(' ');
                    col += 1;
                }
                i += 1;
            }
            continue;
        } else {
            out.push(c);
        }
        i += 1;
        col += 1;
    }
    Ok(out)
}

/// Cuts a line at its comment (`;`, `//`, or `#` starting the statement),
/// respecting string literals.
pub fn strip_comment(line: &str) -> &str {
    if line.trim_start().starts_with('#') {
        return "";
    }
    let b = line.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' if in_str => i += 1,
            b'"' => in_str = !in_str,
            b';' if !in_str => return &line[..i],
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => return &line[..i],
            _ => {}
        }
        i += 1;
    }
    line
}

/// Tokens of one statement (comments already removed).
pub fn lex(line: &str) -> Res<Vec<Token>> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let tok = if c == '.' && leading_dot_float(&chars, i) {
            i = float_end(&chars, i + 1);
            let text: String = chars[start..i].iter().collect();
            float(&text).ok_or((col, format!("`{text}` is not a number")))?
        } else if is_ident_start(c) {
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            Tok::Ident(chars[start..i].iter().collect())
        } else if c.is_ascii_digit() {
            i = number_end(&chars, i);
            let text: String = chars[start..i].iter().collect();
            parse_number(&text).ok_or((col, format!("`{text}` is not a number")))?
        } else if c == '"' {
            let (s, end) =
                string(&chars, i).ok_or((col, "unterminated string constant".to_string()))?;
            i = end;
            Tok::Str(s)
        } else if c == '\'' {
            let (v, end) =
                char_literal(&chars, i).ok_or((col, "invalid character literal".to_string()))?;
            i = end;
            Tok::Int(v)
        } else if let Some(op) = TWO_CHAR
            .iter()
            .find(|op| chars[i..].iter().take(2).copied().eq(op.chars()))
        {
            i += 2;
            Tok::Op(op)
        } else {
            i += 1;
            Tok::Punct(c)
        };
        out.push(Token {
            tok,
            col,
            text: chars[start..i].iter().collect(),
        });
    }
    Ok(out)
}

/// Whether the `.` at `i` starts a float such as `.5` rather than a name such
/// as `.5x` or `.L1`: llvm-mc's lexer takes digits after the dot as a float
/// when no name character follows them, or an exponent (`.5e3`) does.
fn leading_dot_float(chars: &[char], i: usize) -> bool {
    let mut j = i + 1;
    if !chars.get(j).is_some_and(|c| c.is_ascii_digit()) {
        return false;
    }
    while chars.get(j).is_some_and(|c| c.is_ascii_digit()) {
        j += 1;
    }
    match chars.get(j) {
        Some('e' | 'E') => true,
        Some(&c) => !is_ident_char(c),
        None => true,
    }
}

/// The end of a float's digits from `i`, with an exponent (`e`, a sign and
/// digits, each part optional as llvm-mc's lexer reads it).
fn float_end(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| c.is_ascii_digit()) {
        i += 1;
    }
    if matches!(chars.get(i), Some('e' | 'E')) {
        i += 1;
        if matches!(chars.get(i), Some('+' | '-')) {
            i += 1;
        }
        while chars.get(i).is_some_and(|c| c.is_ascii_digit()) {
            i += 1;
        }
    }
    i
}

/// A float literal's value; an exponent with no digits (`1e`, `.5e+`) counts
/// as zero, as llvm-mc reads it.
fn float(text: &str) -> Option<Tok> {
    let t = text.to_ascii_lowercase();
    let t = t.trim_end_matches(['+', '-']).trim_end_matches('e');
    let t = if t.starts_with('.') {
        format!("0{t}")
    } else {
        t.to_string()
    };
    t.parse::<f64>().ok().map(Tok::Float)
}

fn number_end(chars: &[char], mut i: usize) -> usize {
    let start = i;
    let hex = chars.get(i) == Some(&'0') && matches!(chars.get(i + 1), Some('x' | 'X'));
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '.') {
        let prev = chars[i];
        i += 1;
        // An exponent sign belongs to a decimal float (`1e-5`).
        if !hex
            && (prev == 'e' || prev == 'E')
            && chars[start..i - 1]
                .iter()
                .all(|c| c.is_ascii_digit() || *c == '.')
            && matches!(chars.get(i), Some('-' | '+'))
        {
            i += 1;
        }
    }
    i
}

/// A number as llvm-mc reads it: decimal, `0x` hex, `0b` binary, `0` octal,
/// floats with `.` or an exponent, and `Nb`/`Nf` local label references.
pub fn parse_number(t: &str) -> Option<Tok> {
    let lower = t.to_ascii_lowercase();
    let int = |digits: &str, radix| {
        if digits.is_empty() {
            return None;
        }
        u64::from_str_radix(digits, radix)
            .ok()
            .map(|v| Tok::Int(v as i64))
    };
    if let Some(h) = lower.strip_prefix("0x") {
        return int(h, 16);
    }
    if let Some(n) = lower.strip_suffix('b').or_else(|| lower.strip_suffix('f')) {
        if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) {
            let fwd = lower.ends_with('f');
            return n.parse().ok().map(|v| Tok::LocalRef(v, fwd));
        }
    }
    if let Some(b) = lower.strip_prefix("0b") {
        return int(b, 2);
    }
    if lower.contains('.') || lower.contains('e') {
        return float(&lower);
    }
    if lower.len() > 1 && lower.starts_with('0') {
        return int(&lower[1..], 8);
    }
    int(&lower, 10)
}

fn escape(chars: &[char], i: &mut usize) -> Option<u8> {
    let c = *chars.get(*i)?;
    *i += 1;
    Some(match c {
        'n' => b'\n',
        't' => b'\t',
        'r' => b'\r',
        'b' => 8,
        'f' => 12,
        '\\' => b'\\',
        '"' => b'"',
        '\'' => b'\'',
        '0'..='7' => {
            let mut v = c as u32 - '0' as u32;
            for _ in 0..2 {
                match chars.get(*i) {
                    Some(d @ '0'..='7') => {
                        v = v * 8 + (*d as u32 - '0' as u32);
                        *i += 1;
                    }
                    _ => break,
                }
            }
            v as u8
        }
        'x' | 'X' => {
            let mut v = 0u32;
            let s = *i;
            while let Some(d) = chars.get(*i).and_then(|d| d.to_digit(16)) {
                v = (v * 16 + d) & 0xFF;
                *i += 1;
            }
            if *i == s {
                return None;
            }
            v as u8
        }
        _ => return None,
    })
}

/// A `"..."` literal starting at `i`: its bytes and the index after it.
fn string(chars: &[char], mut i: usize) -> Option<(Vec<u8>, usize)> {
    i += 1;
    let mut out = Vec::new();
    loop {
        let c = *chars.get(i)?;
        i += 1;
        match c {
            '"' => return Some((out, i)),
            '\\' => out.push(escape(chars, &mut i)?),
            _ => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
}

/// A `'c'` literal starting at `i`.
fn char_literal(chars: &[char], mut i: usize) -> Option<(i64, usize)> {
    i += 1;
    let c = *chars.get(i)?;
    i += 1;
    let v = if c == '\\' {
        escape(chars, &mut i)? as i64
    } else {
        c as i64
    };
    (chars.get(i) == Some(&'\'')).then_some((v, i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_llvm_mc_reads_them() {
        assert_eq!(parse_number("012"), Some(Tok::Int(10)));
        assert_eq!(parse_number("0b101"), Some(Tok::Int(5)));
        assert_eq!(parse_number("0x10"), Some(Tok::Int(16)));
        assert_eq!(parse_number("1b"), Some(Tok::LocalRef(1, false)));
        assert_eq!(parse_number("2f"), Some(Tok::LocalRef(2, true)));
        assert_eq!(parse_number("0"), Some(Tok::Int(0)));
    }

    #[test]
    fn leading_dot_floats_and_bare_exponents() {
        let toks = |s: &str| {
            lex(s)
                .unwrap()
                .into_iter()
                .map(|t| t.tok)
                .collect::<Vec<_>>()
        };
        assert_eq!(toks(".5"), [Tok::Float(0.5)]);
        assert_eq!(toks("-.25"), [Tok::Punct('-'), Tok::Float(0.25)]);
        assert_eq!(toks(".5e1,"), [Tok::Float(5.0), Tok::Punct(',')]);
        assert_eq!(toks(".5e+"), [Tok::Float(0.5)]);
        assert_eq!(toks("1.e"), [Tok::Float(1.0)]);
        assert_eq!(toks("1e"), [Tok::Float(1.0)]);
        // A name character after the digits keeps it a name.
        assert_eq!(toks(".5x"), [Tok::Ident(".5x".into())]);
        assert_eq!(toks(".5.5"), [Tok::Ident(".5.5".into())]);
        assert_eq!(toks(".L1"), [Tok::Ident(".L1".into())]);
    }

    #[test]
    fn block_comments_keep_positions() {
        let s = strip_block_comments("a /* x\ny */ b").unwrap();
        assert_eq!(s, "a     \n     b");
    }
}
