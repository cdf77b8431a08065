//! `.amdgpu_metadata` ... `.end_amdgpu_metadata`: a YAML document that
//! becomes the `NT_AMDGPU_METADATA` note, byte for byte as llvm-mc 14 writes
//! it (`docs/assembler.md`, "Kernel metadata").
//!
//! The lines between the directives lose their assembler comments (`;`,
//! `//`, a leading `#`), as llvm-mc's lexer drops them, and are read as YAML.
//! The document is typed (`msgpack_doc`), checked (`metadata_verify`) and
//! written as a note into the allocatable `SHT_NOTE` section `.note` (4-byte
//! aligned): name size 7, data size, type 32, `AMDGPU\0` padded to 8 bytes,
//! the MessagePack map, zeros to the next 4 bytes. Each block adds a note.
//! Every fault is reported, as llvm-mc reports it, at the end of the
//! `.end_amdgpu_metadata` directive, with the document's line in the message.

use super::driver::Asm;
use super::expr::Cursor;
use super::lexer;
use super::metadata_verify::verify;
use super::msgpack_doc::{encode, scalar, Key, Node, Tag};
use super::source::Line;
use super::{Res, Section, SectionKind, SHF_ALLOC};
use std::collections::BTreeMap;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

const END: &str = ".end_amdgpu_metadata";

/// Nesting deeper than this is refused (metadata is four levels deep).
const MAX_DEPTH: usize = 64;

/// Reads the block after `.amdgpu_metadata` (at column `col`) and appends
/// its note to `.note`.
pub(crate) fn directive(a: &mut Asm, c: &mut Cursor, col: usize) -> Res<()> {
    if !c.at_end() {
        return Err((
            c.col(),
            "unexpected text after .amdgpu_metadata".to_string(),
        ));
    }
    let mut lines: Vec<Line> = Vec::new();
    let end = loop {
        let Some(l) = a.src.next_line() else {
            // llvm-mc reports this at the end of the input.
            if let Some(last) = lines.last() {
                a.line = Line {
                    line: last.line + 1,
                    text: String::new(),
                    ..last.clone()
                };
                return Err((1, format!("expected directive {END} not found")));
            }
            return Err((col, format!("expected directive {END} not found")));
        };
        let text = lexer::strip_comment(&l.text);
        let first = text.split_whitespace().next().unwrap_or("");
        if first.eq_ignore_ascii_case(END) {
            if text.split_whitespace().nth(1).is_some() {
                let col = text.len() + 1;
                a.line = l;
                return Err((col, format!("unexpected text after {END}")));
            }
            break l;
        }
        lines.push(l);
    };
    // llvm-mc points at the end of the closing directive.
    let end_col = {
        let t = lexer::strip_comment(&end.text);
        t.find(|ch: char| !ch.is_whitespace()).unwrap_or(0) + END.len() + 1
    };
    let yaml: String = lines
        .iter()
        .map(|l| format!("{}\n", lexer::strip_comment(&l.text)))
        .collect();
    let blob = note_desc(&yaml).map_err(|(yline, why)| {
        let at = match yline.checked_sub(1).and_then(|i| lines.get(i)) {
            Some(l) => format!(" (line {})", l.line),
            None => String::new(),
        };
        (end_col, format!("invalid HSA metadata: {why}{at}"))
    });
    let blob = match blob {
        Ok(b) => b,
        Err(e) => {
            a.line = end;
            return Err(e);
        }
    };
    write_note(a, &blob, col)
}

/// The note's MessagePack bytes, or the YAML line (1-based, 0 for the whole
/// document) and the fault.
fn note_desc(yaml: &str) -> Result<Vec<u8>, (usize, String)> {
    let mut r = Reader {
        p: Parser::new_from_str(yaml),
    };
    let mut root = None;
    loop {
        let (ev, m) = r.next()?;
        match ev {
            Event::StreamStart | Event::DocumentEnd => {}
            Event::DocumentStart if root.is_some() => {
                return Err((
                    m.line(),
                    "a second YAML document (llvm-mc reads only the first)".into(),
                ))
            }
            Event::DocumentStart => root = Some(r.node(0)?),
            Event::StreamEnd => break,
            other => return Err((m.line(), format!("unexpected YAML {other:?}"))),
        }
    }
    let mut root = root.ok_or((0, "no YAML document".to_string()))?;
    verify(&mut root).map_err(|e| (0, e))?;
    let mut out = Vec::new();
    encode(&root, &mut out);
    Ok(out)
}

struct Reader<'a> {
    p: Parser<std::str::Chars<'a>>,
}

impl Reader<'_> {
    fn next(&mut self) -> Result<(Event, Marker), (usize, String)> {
        self.p
            .next_token()
            .map_err(|e| (e.marker().line(), e.info().to_string()))
    }

    /// The node that starts with the next event.
    fn node(&mut self, depth: usize) -> Result<Node, (usize, String)> {
        let (ev, m) = self.next()?;
        self.node_from(ev, m, depth)
    }

    fn node_from(&mut self, ev: Event, m: Marker, depth: usize) -> Result<Node, (usize, String)> {
        if depth > MAX_DEPTH {
            return Err((m.line(), format!("nested more than {MAX_DEPTH} deep")));
        }
        match ev {
            // An empty value: llvm-mc 14 writes an empty array.
            Event::Scalar(s, TScalarStyle::Plain, _, None) if s.is_empty() => {
                Ok(Node::Array(Vec::new()))
            }
            Event::Scalar(s, _, _, tag) => {
                let tag = match tag {
                    None => None,
                    Some(t) => tag_of(&t.handle, &t.suffix).map_err(|e| (m.line(), e))?,
                };
                scalar(&s, tag).map_err(|e| (m.line(), e))
            }
            Event::SequenceStart(..) => {
                let mut v = Vec::new();
                loop {
                    let (ev, m) = self.next()?;
                    if matches!(ev, Event::SequenceEnd) {
                        return Ok(Node::Array(v));
                    }
                    v.push(self.node_from(ev, m, depth + 1)?);
                }
            }
            Event::MappingStart(..) => {
                let mut map = BTreeMap::new();
                loop {
                    let (ev, km) = self.next()?;
                    if matches!(ev, Event::MappingEnd) {
                        return Ok(Node::Map(map));
                    }
                    let key = self.node_from(ev, km, depth + 1)?;
                    if !key.is_scalar() || key == Node::Array(Vec::new()) {
                        return Err((km.line(), "a map key must be a scalar".into()));
                    }
                    let value = self.node(depth + 1)?;
                    // A key given twice keeps its last value, as in llvm-mc.
                    map.insert(Key(key), value);
                }
            }
            Event::Alias(_) => Err((
                m.line(),
                "YAML aliases are not supported (llvm-mc: unknown node kind)".into(),
            )),
            other => Err((m.line(), format!("unexpected YAML {other:?}"))),
        }
    }
}

/// The type a YAML tag forces: `!str` `!int` `!bool` `!float` `!nil`; `!!str`
/// leaves the type to the text, as llvm-mc does.
fn tag_of(handle: &str, suffix: &str) -> Result<Option<Tag>, String> {
    let core = handle == "!!" || handle == "tag:yaml.org,2002:";
    Ok(match (handle, suffix) {
        ("!", "str") => Some(Tag::Str),
        ("!", "int") => Some(Tag::Int),
        ("!", "bool") => Some(Tag::Bool),
        ("!", "float") => Some(Tag::Float),
        ("!", "nil") => Some(Tag::Nil),
        (_, "str") if core => None,
        _ => return Err(format!("unsupported tag {handle}{suffix}")),
    })
}

/// Appends one metadata note to `.note` (created allocatable, `SHT_NOTE`,
/// as llvm-mc creates it for the amdhsa OS), leaving the current section
/// as it was.
fn write_note(a: &mut Asm, desc: &[u8], col: usize) -> Res<()> {
    let idx = match a.sections.iter().position(|s| s.name == ".note") {
        Some(i) => i,
        None => {
            a.sections.push(Section {
                name: ".note".into(),
                kind: SectionKind::Note,
                flags: SHF_ALLOC,
                align: 1,
                entsize: 0,
                data: Vec::new(),
                relocs: Vec::new(),
            });
            a.sections.len() - 1
        }
    };
    let mut b = Vec::with_capacity(desc.len() + 24);
    b.extend(7u32.to_le_bytes());
    b.extend((desc.len() as u32).to_le_bytes());
    b.extend(crate::code_object::meta::NT_AMDGPU_METADATA.to_le_bytes());
    b.extend(b"AMDGPU\0\0");
    b.extend(desc);
    b.resize(b.len().next_multiple_of(4), 0);
    let s = &mut a.sections[idx];
    s.align = s.align.max(4);
    let pad = s.data.len().next_multiple_of(4) - s.data.len();
    let cur = std::mem::replace(&mut a.cur, idx);
    let r = a.emit(&[0; 3][..pad], col).and_then(|_| a.emit(&b, col));
    a.cur = cur;
    r
}
