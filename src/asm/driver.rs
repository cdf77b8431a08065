//! Statements: labels, assignments, directives and instructions, read in one
//! pass. Every section offset is known when a statement is read (instruction
//! sizes never depend on values found later), so labels get their place at
//! once; values that name labels are fixups resolved in `resolve.rs`.

use super::expr::{Cursor, Expr, Variant};
use super::inst::{self, FixupKind, Val};
use super::lexer::{self, Tok, Token};
use super::source::{self, FrameKind, Line, Source};
use super::{AsmError, Binding, Object, Options, Res, Section, SectionKind};
use super::{SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_WRITE};
use crate::isa::{encode, Arch};
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;

/// Largest section, so that `.rept` or `.fill` cannot exhaust memory.
pub const MAX_SECTION_BYTES: usize = 64 << 20;
/// Most bytes of all sections together: with the section bound alone, a
/// repetition that opens a new section each time reached a 1.3 GB object
/// (2.6 GB of memory) from 140 bytes of source, and more sections would
/// exhaust any machine.
pub const MAX_OBJECT_BYTES: usize = 256 << 20;
/// Most statements read (after macro and repetition expansion).
pub const MAX_STATEMENTS: usize = 4_000_000;
/// Most bytes one macro call expands to: a macro that passes its argument
/// twice to itself doubles it at every level, so without a bound twenty
/// levels reach gigabytes.
pub const MAX_MACRO_EXPANSION: usize = 1 << 20;

/// Where a symbol is defined.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Def {
    None,
    Label(usize, u64),
    /// `.set`/`=`: an expression, with its value when it was constant then.
    Var(Expr, Option<i64>),
}

#[derive(Clone, Debug)]
pub(crate) struct Sym {
    pub name: String,
    pub def: Def,
    pub binding: Option<Binding>,
    pub kind: u8,
    pub size: Option<(Expr, Pos)>,
    pub visibility: u8,
    /// Not written to the symbol table (`.L` names, numeric labels, `.`).
    pub temp: bool,
    /// `.equiv`: may not be redefined.
    pub equiv: bool,
    /// Named by an expression or a directive (an undefined one goes to the table).
    pub used: bool,
    /// Where an expression first named it (for "undefined symbol" errors).
    pub first_use: Option<(usize, usize)>,
}

/// A source position for late errors.
#[derive(Clone, Debug)]
pub(crate) struct Pos {
    pub file: Rc<str>,
    pub line: usize,
    pub col: usize,
}

/// Where a late value goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Data of 1, 2, 4 or 8 bytes.
    Data(u8),
    /// An instruction's literal dword; `pcrel` as llvm-mc decides it.
    Literal { pcrel: bool },
    /// SOPP/SOPK SIMM16 branch offset; the instruction starts at the offset.
    Branch,
    /// A kernel descriptor's 8-byte entry offset: the symbol minus the
    /// descriptor's address (the descriptor starts 16 bytes before the slot).
    EntryOffset,
}

#[derive(Clone, Debug)]
pub(crate) struct Fixup {
    pub sec: usize,
    pub offset: u64,
    pub slot: Slot,
    pub expr: Expr,
    pub pos: Pos,
}

struct Cond {
    /// This arm is being assembled.
    active: bool,
    /// Some arm of this `.if` was taken (or the whole `.if` is inside a false arm).
    done: bool,
    seen_else: bool,
}

struct Macro {
    params: Vec<(String, Option<String>)>,
    body: Vec<Line>,
}

pub(crate) struct Asm {
    pub arch: Arch,
    pub cpu: Option<String>,
    pub opts: Options,
    pub sections: Vec<Section>,
    pub cur: usize,
    prev: usize,
    section_stack: Vec<(usize, usize)>,
    pub syms: Vec<Sym>,
    pub by_name: HashMap<String, usize>,
    local_labels: HashMap<u64, u32>,
    temp_count: usize,
    pub fixups: Vec<Fixup>,
    conds: Vec<Cond>,
    macros: HashMap<String, Macro>,
    macro_count: usize,
    pub src: Source,
    pub warnings: Vec<String>,
    statements: usize,
    /// Bytes emitted into all sections so far (`MAX_OBJECT_BYTES`).
    emitted: usize,
    /// The statement being read.
    pub line: Line,
    pub kernel: Option<super::kernel::KernelBlock>,
    pub pending_kernels: Vec<super::kernel::Pending>,
    pub code_object_version: u32,
}

/// An error at `line` with a column and message.
pub(crate) fn at(line: &Line, (col, message): (usize, String)) -> AsmError {
    AsmError {
        line: line.line,
        col,
        message: if line.file.is_empty() {
            message
        } else {
            format!("in {}: {message}", line.file)
        },
    }
}

pub fn assemble(text: &str, opts: &Options) -> Result<Object, AsmError> {
    let main: Rc<str> = Rc::from("");
    let stripped = lexer::strip_block_comments(text).map_err(|(line, col, message)| AsmError {
        line,
        col,
        message,
    })?;
    let mut a = Asm::new(opts);
    a.src
        .push(source::lines_of(&main, &stripped), FrameKind::File, 0);
    while let Some(line) = a.src.next_line() {
        a.statements += 1;
        if a.statements > a.max_statements() {
            let max = a.max_statements();
            return Err(at(
                &line,
                (1, format!("more than {max} statements after expansion")),
            ));
        }
        a.line = line.clone();
        a.statement(&line.text).map_err(|e| at(&a.line, e))?;
    }
    if !a.conds.is_empty() {
        let end = Line {
            file: Rc::from(""),
            line: text.lines().count() + 1,
            text: String::new(),
        };
        let msg = "unmatched .ifs or .elses: no .endif before the end of the file";
        return Err(at(&end, (1, msg.into())));
    }
    if let Some(k) = &a.kernel {
        let l = a.line.clone();
        return Err(at(
            &l,
            (
                1,
                format!(".amdhsa_kernel {} has no .end_amdhsa_kernel", k.name),
            ),
        ));
    }
    super::resolve::finish(a)
}

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
    /// The statement bound of `Options::max_statements`.
    fn max_statements(&self) -> usize {
        self.opts.max_statements.unwrap_or(MAX_STATEMENTS)
    }

    fn new(opts: &Options) -> Self {
        let text = Section {
            name: ".text".into(),
            kind: SectionKind::Progbits,
            flags: SHF_ALLOC | SHF_EXECINSTR,
            align: 4,
            entsize: 0,
            data: Vec::new(),
            relocs: Vec::new(),
        };
        Asm {
            arch: opts.arch,
            cpu: opts.cpu.clone(),
            opts: opts.clone(),
            sections: vec![text],
            cur: 0,
            prev: 0,
            section_stack: Vec::new(),
            syms: Vec::new(),
            by_name: HashMap::new(),
            local_labels: HashMap::new(),
            temp_count: 0,
            fixups: Vec::new(),
            conds: Vec::new(),
            macros: HashMap::new(),
            macro_count: 0,
            src: Source::default(),
            warnings: Vec::new(),
            emitted: 0,
            statements: 0,
            line: Line {
                file: Rc::from(""),
                line: 0,
                text: String::new(),
            },
            kernel: None,
            pending_kernels: Vec::new(),
            code_object_version: 4,
        }
    }

    pub fn pos(&self, col: usize) -> Pos {
        Pos {
            file: self.line.file.clone(),
            line: self.line.line,
            col,
        }
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// The offset in the current section.
    pub fn here(&self) -> u64 {
        self.sections[self.cur].data.len() as u64
    }

    // ---- symbols -------------------------------------------------------------

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
    fn dot(&mut self) -> String {
        self.temp_count += 1;
        let name = format!(".\u{2}{}", self.temp_count);
        let i = self.sym(&name);
        self.syms[i].def = Def::Label(self.cur, self.here());
        name
    }

    fn define_label(&mut self, name: &str, col: usize) -> Res<()> {
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

    fn define_local_label(&mut self, n: u64) {
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
        use super::expr::{apply, UnOp};
        if depth > super::expr::MAX_DEPTH {
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
            None => match super::resolve::eval_placed(self, &e) {
                Some(v) => Ok(v),
                None => Err((
                    col,
                    format!("expected absolute expression: `{}`", c.text_from(start)),
                )),
            },
        }
    }

    // ---- statements ----------------------------------------------------------

    fn statement(&mut self, raw: &str) -> Res<()> {
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
            return super::kernel::statement(self, &toks, end_col);
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
            return self.assign(word, first.col, &mut c, false, false);
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

    fn instruction(&mut self, toks: &[Token], end_col: usize) -> Res<()> {
        let arch = self.arch;
        let (inst, fixup) = {
            let mut env = EnvNow { a: self };
            inst::parse_instruction(arch, toks, end_col, &mut env)?
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

    // ---- symbols and assignments ---------------------------------------------

    fn assign(
        &mut self,
        name: &str,
        col: usize,
        c: &mut Cursor,
        equiv: bool,
        equ_keyword: bool,
    ) -> Res<()> {
        let _ = equ_keyword;
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

    // ---- sections ------------------------------------------------------------

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

    // ---- directives ----------------------------------------------------------

    fn directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
        match d {
            ".text" | ".data" | ".bss" | ".rodata" => {
                self.no_more(c)?;
                self.switch_section(d, None, None, 0)
            }
            ".section" => self.section_directive(c),
            ".pushsection" => {
                let saved = (self.cur, self.prev);
                self.section_directive(c)?;
                self.section_stack.push(saved);
                Ok(())
            }
            ".popsection" => {
                self.no_more(c)?;
                let (cur, prev) = self.section_stack.pop().ok_or((
                    col + d.len(),
                    ".popsection without corresponding .pushsection".to_string(),
                ))?;
                self.cur = cur;
                self.prev = prev;
                Ok(())
            }
            ".previous" => {
                self.no_more(c)?;
                std::mem::swap(&mut self.cur, &mut self.prev);
                Ok(())
            }
            ".byte" => self.data(c, 1),
            ".short" | ".2byte" | ".value" => self.data(c, 2),
            ".long" | ".int" | ".4byte" => self.data(c, 4),
            ".quad" | ".8byte" => self.data(c, 8),
            ".zero" | ".space" | ".skip" => self.space(c, d == ".zero"),
            ".fill" => self.fill(c),
            ".ascii" | ".asciz" | ".string" => self.ascii(c, d != ".ascii"),
            // On AMDGPU `.align` counts bytes, like `.balign`.
            ".p2align" | ".align" | ".balign" => self.align(c, d == ".p2align", col),
            ".org" => self.org(c, col),
            ".set" | ".equ" | ".equiv" => {
                let (name, ncol) = self.name_arg(c)?;
                c.expect(',', "after the symbol name")?;
                self.assign(&name, ncol, c, d == ".equiv", d == ".equ")
            }
            ".globl" | ".global" | ".weak" | ".local" => self.binding(c, d),
            ".hidden" | ".protected" | ".internal" => self.visibility(c, d),
            ".type" => self.type_directive(c),
            ".size" => {
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
            ".ident" => {
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
            ".file" => {
                // `.file "name"` writes nothing in llvm-mc; `.file N "name"`
                // starts DWARF line information (a `.debug_line` section),
                // which gcnjit does not write: refused rather than dropped.
                if let Some(Tok::Int(_)) = c.peek_tok() {
                    return Err((col, debug_info_unsupported(".file N")));
                }
                while !c.at_end() {
                    c.advance();
                }
                Ok(())
            }
            ".loc" | ".loc_mark_labels" => Err((col, debug_info_unsupported(d))),
            _ if d.starts_with(".cfi_") => Err((
                col,
                format!(
                    "`{d}` is not supported: llvm-mc writes call frame information \
                     (an `.eh_frame` section) for it, which gcnjit does not produce"
                ),
            )),
            ".amdgcn_target" => self.amdgcn_target(c, col),
            ".amdhsa_kernel" => super::kernel::begin(self, c, col),
            ".amdgpu_metadata" => super::metadata::directive(self, c, col),
            _ => self.conditional_directive(d, col, c),
        }
    }

    /// `.if` and its relatives.
    fn conditional_directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
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
                let Some(top) = self.conds.last() else {
                    return Err((
                        col,
                        "encountered a .elseif that doesn't follow an .if or an .elseif".into(),
                    ));
                };
                if top.seen_else {
                    return Err((
                        col,
                        "encountered a .elseif that doesn't follow an .if or an .elseif".into(),
                    ));
                }
                if top.done {
                    let t = self.conds.last_mut().unwrap();
                    t.active = false;
                    while !c.at_end() {
                        c.advance();
                    }
                    return Ok(());
                }
                let v = self.abs_now(c)?;
                self.no_more(c)?;
                let t = self.conds.last_mut().unwrap();
                t.active = v != 0;
                t.done = v != 0;
                Ok(())
            }
            ".else" => {
                self.no_more(c)?;
                let Some(t) = self.conds.last_mut() else {
                    return Err((
                        col,
                        "encountered a .else that doesn't follow an .if or an .elseif".into(),
                    ));
                };
                if t.seen_else {
                    return Err((
                        col,
                        "encountered a .else that doesn't follow an .if or an .elseif".into(),
                    ));
                }
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

    /// Repetition, macros, includes and messages; anything else is unknown.
    fn flow_directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
        match d {
            ".rept" => {
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
            ".irp" | ".irpc" => self.irp(c, d == ".irpc", col),
            ".endr" => Err((col + 5, "unmatched '.endr' directive".into())),
            ".macro" => self.define_macro(c, col),
            ".endm" | ".endmacro" => Err((
                col + d.len(),
                format!("unexpected '{d}' in file, no current macro definition"),
            )),
            ".exitm" => {
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
            ".purgem" => {
                let (name, ncol) = self.name_arg(c)?;
                self.no_more(c)?;
                self.macros
                    .remove(&name)
                    .map(|_| ())
                    .ok_or((ncol, format!("macro '{name}' is not defined")))
            }
            ".include" => self.include(c, col),
            ".incbin" => self.incbin(c, col),
            ".error" | ".err" => {
                let msg = if c.at_end() {
                    ".error directive invoked in source file".to_string()
                } else {
                    String::from_utf8_lossy(&self.string_arg(c)?).into_owned()
                };
                Err((col, msg))
            }
            ".warning" => {
                let msg = if c.at_end() {
                    ".warning directive invoked in source file".to_string()
                } else {
                    String::from_utf8_lossy(&self.string_arg(c)?).into_owned()
                };
                self.warnings
                    .push(format!("{}:{}: warning: {msg}", self.line.line, col));
                Ok(())
            }
            ".end" => {
                self.src.clear();
                Ok(())
            }
            _ => Err((col, format!("unknown directive `{d}`"))),
        }
    }

    fn push_cond(&mut self, t: bool) {
        self.conds.push(Cond {
            active: t,
            done: t,
            seen_else: false,
        });
    }

    /// Errors unless the statement has been read to its end.
    pub fn no_more(&self, c: &Cursor) -> Res<()> {
        match c.peek() {
            None => Ok(()),
            Some(t) => Err((t.col, format!("unexpected token: `{}`", t.text))),
        }
    }

    pub fn name_arg(&self, c: &mut Cursor) -> Res<(String, usize)> {
        let col = c.col();
        match c.advance() {
            Some(Token {
                tok: Tok::Ident(n), ..
            }) => Ok((n.clone(), col)),
            // An ELF string table ends each name with a NUL byte, so a
            // name cannot hold one.
            Some(Token {
                tok: Tok::Str(s), ..
            }) if s.contains(&0) => Err((col, "a name cannot contain a NUL byte".into())),
            Some(Token {
                tok: Tok::Str(s), ..
            }) => Ok((String::from_utf8_lossy(s).into_owned(), col)),
            Some(t) => Err((col, format!("expected identifier, found `{}`", t.text))),
            None => Err((col, "expected identifier".into())),
        }
    }

    pub fn string_arg(&self, c: &mut Cursor) -> Res<Vec<u8>> {
        let col = c.col();
        match c.advance() {
            Some(Token {
                tok: Tok::Str(s), ..
            }) => Ok(s.clone()),
            Some(t) => Err((col, format!("expected string, found `{}`", t.text))),
            None => Err((col, "expected string".into())),
        }
    }

    fn section_directive(&mut self, c: &mut Cursor) -> Res<()> {
        let col = c.col();
        // A section name may be a dotted identifier or a string.
        let (name, _) = self.name_arg(c)?;
        let mut flags = None;
        let mut kind = None;
        let mut entsize = 0;
        if c.eat(',') {
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
                    _ => return Err((fcol, format!("unknown flag `{}` in .section", ch as char))),
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
        self.no_more(c)?;
        if let Some(i) = self.sections.iter().position(|s| s.name == name) {
            let s = &self.sections[i];
            if flags.is_some_and(|f| f != s.flags) || kind.is_some_and(|k| k != s.kind) {
                return Err((col, format!("changed section flags for `{name}`")));
            }
        }
        self.switch_section(&name, kind, flags, entsize)
    }

    fn data(&mut self, c: &mut Cursor, size: u8) -> Res<()> {
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

    fn space(&mut self, c: &mut Cursor, _zero: bool) -> Res<()> {
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

    fn fill(&mut self, c: &mut Cursor) -> Res<()> {
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

    fn ascii(&mut self, c: &mut Cursor, nul: bool) -> Res<()> {
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

    fn align(&mut self, c: &mut Cursor, pow2: bool, col: usize) -> Res<()> {
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

    fn org(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ocol = c.col();
        let v = self.abs_now(c)?;
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

    fn binding(&mut self, c: &mut Cursor, d: &str) -> Res<()> {
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

    fn visibility(&mut self, c: &mut Cursor, d: &str) -> Res<()> {
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

    fn type_directive(&mut self, c: &mut Cursor) -> Res<()> {
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

    fn amdgcn_target(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let tcol = c.col();
        let t = String::from_utf8_lossy(&self.string_arg(c)?).into_owned();
        self.no_more(c)?;
        let cpu = t.strip_prefix("amdgcn-amd-amdhsa--").ok_or((
            tcol,
            format!("unknown target `{t}` (expected amdgcn-amd-amdhsa--gfxNNN)"),
        ))?;
        let base = cpu.split(':').next().unwrap_or(cpu);
        let arch: Arch = base
            .parse()
            .map_err(|_| (tcol, format!("target `{t}`: unknown processor `{base}`")))?;
        if arch != self.arch {
            return Err((
                tcol,
                format!(
                    ".amdgcn_target {t} does not match the generation being assembled ({})",
                    self.arch
                ),
            ));
        }
        let want = self
            .cpu
            .clone()
            .unwrap_or_else(|| self.arch.llvm_cpu().to_string());
        if super::elf::mach(base) != super::elf::mach(&want) && self.opts.cpu.is_some() {
            return Err((
                col,
                format!(".amdgcn_target {t} does not match the processor {want}"),
            ));
        }
        self.cpu = Some(base.to_string());
        Ok(())
    }

    // ---- repetition, macros, includes ----------------------------------------

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

    fn push_lines(&mut self, lines: Vec<Line>, kind: FrameKind, col: usize) -> Res<()> {
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

    fn irp(&mut self, c: &mut Cursor, chars: bool, col: usize) -> Res<()> {
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
                values = split_args(&rest);
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

    fn define_macro(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let (name, ncol) = self.name_arg(c)?;
        let mut params = Vec::new();
        c.eat(',');
        while !c.at_end() {
            let (p, pcol) = self.name_arg(c)?;
            let mut default = None;
            if c.eat(':') {
                let (q, qcol) = self.name_arg(c)?;
                if q != "req" && q != "vararg" {
                    return Err((qcol, format!("invalid parameter qualifier `{q}`")));
                }
            }
            if c.eat('=') {
                let start = c.pos;
                while !c.at_end() && !c.is_punct(',') {
                    c.advance();
                }
                default = Some(c.text_from(start));
            }
            if params.iter().any(|(n, _): &(String, _)| *n == p) {
                return Err((
                    pcol,
                    format!("macro '{name}' has multiple parameters named '{p}'"),
                ));
            }
            params.push((p, default));
            c.eat(',');
        }
        let body = self.collect_body(&[".macro"], ".endm", col)?;
        if self.macros.contains_key(&name) {
            return Err((ncol, format!("macro '{name}' is already defined")));
        }
        self.macros.insert(name, Macro { params, body });
        Ok(())
    }

    fn expand_macro(&mut self, name: &str, args: &[Token], end_col: usize) -> Res<()> {
        let col = args.first().map_or(end_col, |t| t.col);
        let mut c = Cursor::new(args, end_col);
        let text = c.rest_text();
        let given = split_args(&text);
        let m = &self.macros[name];
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
        let mut subst = Vec::new();
        for (k, (p, default)) in m.params.iter().enumerate() {
            let mut v = given.get(k).cloned().unwrap_or_default();
            if let Some((n, val)) = v.split_once('=') {
                if m.params.iter().any(|(q, _)| q == n.trim()) && !n.contains(' ') {
                    subst.retain(|(q, _): &(String, String)| q != n.trim());
                    subst.push((n.trim().to_string(), val.trim().to_string()));
                    continue;
                }
            }
            if v.is_empty() {
                v = default.clone().unwrap_or_default();
            }
            if !subst.iter().any(|(q, _)| q == p) {
                subst.push((p.clone(), v));
            }
        }
        for (p, d) in &m.params {
            if !subst.iter().any(|(q, _)| q == p) {
                subst.push((p.clone(), d.clone().unwrap_or_default()));
            }
        }
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

    /// Finds a file for `.include`/`.incbin`: as given, then each `-I`
    /// directory, then the including file's directory.
    fn find_file(&self, name: &str) -> Option<PathBuf> {
        let given = PathBuf::from(name);
        if given.is_file() {
            return Some(given);
        }
        for d in &self.opts.include_dirs {
            let p = d.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
        let dir = if self.line.file.is_empty() {
            self.opts
                .path
                .as_ref()
                .and_then(|p| p.parent().map(|d| d.to_path_buf()))
        } else {
            PathBuf::from(&*self.line.file)
                .parent()
                .map(|d| d.to_path_buf())
        };
        dir.map(|d| d.join(name)).filter(|p| p.is_file())
    }

    fn include(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ncol = c.col();
        let name = String::from_utf8_lossy(&self.string_arg(c)?).into_owned();
        self.no_more(c)?;
        let path = self
            .find_file(&name)
            .ok_or((ncol, format!("Could not find include file '{name}'")))?;
        let text = std::fs::read_to_string(&path).map_err(|e| (ncol, format!("{name}: {e}")))?;
        let stripped = lexer::strip_block_comments(&text)
            .map_err(|(l, cc, m)| (ncol, format!("{name}:{l}:{cc}: {m}")))?;
        let file: Rc<str> = Rc::from(path.display().to_string());
        let lines = source::lines_of(&file, &stripped);
        self.push_lines(lines, FrameKind::File, col)
    }

    fn incbin(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ncol = c.col();
        let name = String::from_utf8_lossy(&self.string_arg(c)?).into_owned();
        let mut skip = 0i64;
        let mut count = None;
        if c.eat(',') {
            skip = self.abs_now(c)?;
            if c.eat(',') {
                count = Some(self.abs_now(c)?);
            }
        }
        self.no_more(c)?;
        let path = self
            .find_file(&name)
            .ok_or((ncol, format!("Could not find incbin file '{name}'")))?;
        let bytes = std::fs::read(&path).map_err(|e| (ncol, format!("{name}: {e}")))?;
        if skip < 0 || skip as usize > bytes.len() {
            return Err((ncol, "skip is out of the file".into()));
        }
        let mut b = &bytes[skip as usize..];
        if let Some(n) = count {
            if n < 0 {
                return Err((ncol, "negative count has no effect".into()));
            }
            b = &b[..(n as usize).min(b.len())];
        }
        let b = b.to_vec();
        self.emit(&b, col)
    }
}

/// Splits macro/irp arguments at commas (or blanks) outside parentheses and strings.
fn split_args(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
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
    use super::expr::BinOp;
    match e {
        Expr::Sym(_, _, v) => !matches!(v, Variant::Abs32Lo | Variant::Abs32Hi),
        Expr::Binary(BinOp::Sub, ..) => false,
        Expr::Binary(_, a, b, _) => needs_pcrel(a) || needs_pcrel(b),
        Expr::Unary(_, a) => needs_pcrel(a),
        _ => false,
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

/// The message for directives that would make llvm-mc write DWARF line
/// information (docs/assembler.md, "Debug information").
fn debug_info_unsupported(d: &str) -> String {
    format!(
        "`{d}` is not supported: llvm-mc writes DWARF line information \
         (a `.debug_line` section) for it, which gcnjit does not produce"
    )
}
