//! The MessagePack document `.amdgpu_metadata` becomes, with llvm-mc 14's
//! rules for it (`docs/assembler.md`, "Kernel metadata"), found by
//! assembling test documents with llvm-mc 14 and reading the note's bytes:
//!
//! - A scalar without a tag is typed by its text whether or not it is
//!   quoted: an unsigned integer (decimal, `0x`, `0b`, `0o` or a leading `0`
//!   for octal), else a signed one (`-` then the same), else a boolean (`y`,
//!   `yes`, `true`, `on` and `n`, `no`, `false`, `off`, lower case, capitalised
//!   or all capitals), else a float when C's `strtod` reads all of it, else a
//!   string. So `'1'` is the integer 1 and `"0x10"` is 16.
//! - The tags `!str`, `!int`, `!bool`, `!float` and `!nil` force a type.
//! - llvm-mc 14 writes every float as nil (0xc0).
//! - A key without a value is an empty array.
//! - Maps are written with their keys sorted: by type first (signed
//!   integers, unsigned integers, nil, booleans, floats, strings), then by
//!   value, strings byte by byte. A key given twice keeps its last value.
//! - Integers, strings, arrays and maps take the shortest MessagePack form
//!   (strings up to 255 bytes as str8); a non-negative signed integer is
//!   written as an unsigned one.

use std::cmp::Ordering;
use std::collections::BTreeMap;

/// A scalar's type as a tag forces it, or inferred (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    /// `!str`.
    Str,
    /// `!int`.
    Int,
    /// `!bool`.
    Bool,
    /// `!float`.
    Float,
    /// `!nil`.
    Nil,
}

/// A document node.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// A negative (or tagged) signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// Nil.
    Nil,
    /// A boolean.
    Bool(bool),
    /// A float (written as nil, as llvm-mc 14 does).
    Float(f64),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Node>),
    /// A map with llvm-mc's key order.
    Map(BTreeMap<Key, Node>),
}

/// A map key: a scalar node, ordered as llvm-mc orders them.
#[derive(Clone, Debug)]
pub struct Key(pub Node);

impl Node {
    /// The rank of the node's type in llvm-mc's key order.
    fn rank(&self) -> u8 {
        match self {
            Node::Int(_) => 0,
            Node::UInt(_) => 1,
            Node::Nil => 2,
            Node::Bool(_) => 3,
            Node::Float(_) => 4,
            Node::Str(_) => 5,
            Node::Array(_) => 6,
            Node::Map(_) => 7,
        }
    }

    /// A scalar (not an array or map).
    pub fn is_scalar(&self) -> bool {
        !matches!(self, Node::Array(_) | Node::Map(_))
    }

    /// The node's type for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Node::Int(_) | Node::UInt(_) => "an integer",
            Node::Nil => "nil",
            Node::Bool(_) => "a boolean",
            Node::Float(_) => "a float",
            Node::Str(_) => "a string",
            Node::Array(_) => "an array",
            Node::Map(_) => "a map",
        }
    }
}

impl Ord for Key {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b) = (&self.0, &other.0);
        a.rank().cmp(&b.rank()).then_with(|| match (a, b) {
            (Node::Int(x), Node::Int(y)) => x.cmp(y),
            (Node::UInt(x), Node::UInt(y)) => x.cmp(y),
            (Node::Bool(x), Node::Bool(y)) => x.cmp(y),
            (Node::Float(x), Node::Float(y)) => x.total_cmp(y),
            (Node::Str(x), Node::Str(y)) => x.as_bytes().cmp(y.as_bytes()),
            _ => Ordering::Equal,
        })
    }
}

impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Key {}

/// LLVM's unsigned integer reading with the radix taken from the prefix.
fn parse_uint(s: &str) -> Option<u64> {
    let (digits, radix) = if let Some(r) = s.strip_prefix("0x").or(s.strip_prefix("0X")) {
        (r, 16)
    } else if let Some(r) = s.strip_prefix("0b").or(s.strip_prefix("0B")) {
        (r, 2)
    } else if let Some(r) = s.strip_prefix("0o") {
        (r, 8)
    } else if s.len() > 1 && s.starts_with('0') && s.as_bytes()[1].is_ascii_digit() {
        (&s[1..], 8)
    } else {
        (s, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(36).filter(|&d| d < radix)?;
        v = v.checked_mul(radix as u64)?.checked_add(d as u64)?;
    }
    Some(v)
}

/// LLVM's signed integer reading: `-` and an unsigned magnitude.
fn parse_int(s: &str) -> Option<i64> {
    match s.strip_prefix('-') {
        Some(m) => {
            let m = parse_uint(m)?;
            (m <= 1 << 63).then(|| (m as i64).wrapping_neg())
        }
        None => parse_uint(s).and_then(|v| i64::try_from(v).ok()),
    }
}

/// The spellings LLVM's YAML reader takes as booleans.
fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => {
            Some(true)
        }
        "n" | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => {
            Some(false)
        }
        _ => None,
    }
}

/// Whether C's `strtod` reads all of `s` (as LLVM's float reading asks):
/// leading white space, a sign, then `inf`/`infinity`/`nan[(...)]`, a hex
/// float or a decimal one. The empty string counts (nothing is left over).
fn strtod_reads_all(s: &str) -> bool {
    if s.is_empty() {
        return true;
    }
    let t = s.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    let t = t.strip_prefix(['+', '-']).unwrap_or(t);
    let lower = t.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" || lower == "nan" {
        return true;
    }
    if let Some(inner) = lower.strip_prefix("nan(").and_then(|r| r.strip_suffix(')')) {
        return inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    }
    let (body, hex) = match lower.strip_prefix("0x") {
        Some(r) => (r, true),
        None => (lower.as_str(), false),
    };
    let is_digit = |c: char| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let mantissa_end = body
        .find(|c: char| !is_digit(c) && c != '.')
        .unwrap_or(body.len());
    let mantissa = &body[..mantissa_end];
    if mantissa.matches('.').count() > 1 || !mantissa.chars().any(is_digit) {
        // "0x" with no digits reads as the number 0 followed by "x".
        return false;
    }
    let rest = &body[mantissa_end..];
    if rest.is_empty() {
        return true;
    }
    let exp = if hex { 'p' } else { 'e' };
    match rest.strip_prefix(exp) {
        Some(e) => {
            let e = e.strip_prefix(['+', '-']).unwrap_or(e);
            !e.is_empty() && e.chars().all(|c| c.is_ascii_digit())
        }
        None => false,
    }
}

/// The node a scalar's text gives, as llvm-mc types it (module comment).
/// Errors name what a tag asked for and the text could not give.
pub fn scalar(s: &str, tag: Option<Tag>) -> Result<Node, String> {
    match tag {
        None => Ok(if let Some(v) = parse_uint(s) {
            Node::UInt(v)
        } else if let Some(v) = parse_int(s) {
            Node::Int(v)
        } else if let Some(b) = parse_bool(s) {
            Node::Bool(b)
        } else if strtod_reads_all(s) {
            Node::Float(s.trim().parse().unwrap_or(0.0))
        } else {
            Node::Str(s.to_string())
        }),
        Some(Tag::Str) => Ok(Node::Str(s.to_string())),
        Some(Tag::Nil) => Ok(Node::Nil),
        Some(Tag::Int) => parse_uint(s)
            .map(Node::UInt)
            .or_else(|| parse_int(s).map(Node::Int))
            .ok_or_else(|| format!("invalid number `{s}`")),
        Some(Tag::Bool) => parse_bool(s)
            .map(Node::Bool)
            .ok_or_else(|| format!("invalid boolean `{s}`")),
        Some(Tag::Float) if strtod_reads_all(s) => Ok(Node::Float(s.trim().parse().unwrap_or(0.0))),
        Some(Tag::Float) => Err(format!("invalid floating point number `{s}`")),
    }
}

/// Appends the MessagePack bytes of `n` (module comment).
pub fn encode(n: &Node, out: &mut Vec<u8>) {
    match n {
        Node::Int(i) if *i >= 0 => encode(&Node::UInt(*i as u64), out),
        Node::Int(i) => {
            let i = *i;
            if i >= -32 {
                out.push(i as i8 as u8);
            } else if i >= i8::MIN as i64 {
                out.extend([0xd0, i as i8 as u8]);
            } else if i >= i16::MIN as i64 {
                out.push(0xd1);
                out.extend((i as i16).to_be_bytes());
            } else if i >= i32::MIN as i64 {
                out.push(0xd2);
                out.extend((i as i32).to_be_bytes());
            } else {
                out.push(0xd3);
                out.extend(i.to_be_bytes());
            }
        }
        Node::UInt(u) => {
            let u = *u;
            if u < 0x80 {
                out.push(u as u8);
            } else if u <= 0xff {
                out.extend([0xcc, u as u8]);
            } else if u <= 0xffff {
                out.push(0xcd);
                out.extend((u as u16).to_be_bytes());
            } else if u <= 0xffff_ffff {
                out.push(0xce);
                out.extend((u as u32).to_be_bytes());
            } else {
                out.push(0xcf);
                out.extend(u.to_be_bytes());
            }
        }
        Node::Nil | Node::Float(_) => out.push(0xc0),
        Node::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
        Node::Str(s) => {
            let n = s.len();
            if n < 32 {
                out.push(0xa0 | n as u8);
            } else {
                length(out, n, [0xd9, 0xda, 0xdb]);
            }
            out.extend(s.as_bytes());
        }
        Node::Array(a) => {
            container(out, a.len(), 0x90, [0xdc, 0xdd]);
            for x in a {
                encode(x, out);
            }
        }
        Node::Map(m) => {
            container(out, m.len(), 0x80, [0xde, 0xdf]);
            for (k, v) in m {
                encode(&k.0, out);
                encode(v, out);
            }
        }
    }
}

/// A string length as str8, str16 or str32.
fn length(out: &mut Vec<u8>, n: usize, marks: [u8; 3]) {
    if n <= 0xff {
        out.extend([marks[0], n as u8]);
    } else if n <= 0xffff {
        out.push(marks[1]);
        out.extend((n as u16).to_be_bytes());
    } else {
        out.push(marks[2]);
        out.extend((n as u32).to_be_bytes());
    }
}

/// An array or map header: the fix form up to 15 entries, else 16 or 32 bits.
fn container(out: &mut Vec<u8>, n: usize, fix: u8, marks: [u8; 2]) {
    if n < 16 {
        out.push(fix | n as u8);
    } else if n <= 0xffff {
        out.push(marks[0]);
        out.extend((n as u16).to_be_bytes());
    } else {
        out.push(marks[1]);
        out.extend((n as u32).to_be_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_are_typed_as_llvm_mc_types_them() {
        // Each pair was read back from a note llvm-mc 14 wrote.
        assert_eq!(scalar("0x10", None), Ok(Node::UInt(16)));
        assert_eq!(scalar("010", None), Ok(Node::UInt(8)));
        assert_eq!(scalar("0o17", None), Ok(Node::UInt(15)));
        assert_eq!(scalar("0b101", None), Ok(Node::UInt(5)));
        assert_eq!(scalar("-0x10", None), Ok(Node::Int(-16)));
        assert_eq!(scalar("yes", None), Ok(Node::Bool(true)));
        assert_eq!(scalar("oN", None), Ok(Node::Str("oN".into())));
        assert!(matches!(scalar("09", None), Ok(Node::Float(_))));
        assert!(matches!(scalar("+5", None), Ok(Node::Float(_))));
        assert!(matches!(scalar(" 5", None), Ok(Node::Float(_))));
        assert!(matches!(scalar("", None), Ok(Node::Float(_))));
        assert!(matches!(
            scalar("18446744073709551616", None),
            Ok(Node::Float(_))
        ));
        assert_eq!(scalar(".nan", None), Ok(Node::Str(".nan".into())));
        assert_eq!(scalar("1_000", None), Ok(Node::Str("1_000".into())));
        assert_eq!(scalar("~", None), Ok(Node::Str("~".into())));
        assert_eq!(scalar("12", Some(Tag::Str)), Ok(Node::Str("12".into())));
    }

    #[test]
    fn integers_take_the_shortest_form() {
        let bytes = |n: Node| {
            let mut v = Vec::new();
            encode(&n, &mut v);
            v
        };
        assert_eq!(bytes(Node::Int(-3)), [0xfd]);
        assert_eq!(bytes(Node::Int(-200)), [0xd1, 0xff, 0x38]);
        assert_eq!(bytes(Node::UInt(300)), [0xcd, 0x01, 0x2c]);
        assert_eq!(bytes(Node::UInt(70000)), [0xce, 0, 1, 0x11, 0x70]);
        assert_eq!(bytes(Node::Int(0)), [0]);
    }
}
