//! Statements: labels, assignments, directives and instructions, read in one
//! pass. Every section offset is known when a statement is read (instruction
//! sizes never depend on values found later), so labels get their place at
//! once; values that name labels are fixups resolved in `resolve.rs`.

//!
//! One module per concern: `statements` (labels, instructions, bytes out),
//! `symbols` (the symbol table, values known now, `.globl`/`.type`...),
//! `directives` (the directive dispatch and the few directives of their
//! own), `sections`, `data` (`.byte` ... `.org`), `conditionals` (`.if`...),
//! `macros` (`.macro`, `.rept`, `.irp`, `.irpc`) and `include`
//! (`.include`, `.incbin`).

mod conditionals;
mod data;
mod directives;
mod include;
mod macros;
mod sections;
mod statements;
mod symbols;

pub(crate) use symbols::{col_of, needs_pcrel};

use super::expr::{Cursor, Expr};
use super::lexer::{self, Tok, Token};
use super::source::{self, FrameKind, Line, Source};
use super::{AsmError, Binding, Object, Options, Res, Section, SectionKind};
use super::{SHF_ALLOC, SHF_EXECINSTR};
use crate::isa::Arch;
use std::collections::HashMap;
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
    params: Vec<Param>,
    body: Vec<Line>,
}

/// A `.macro` parameter: `name[:req|:vararg][=default]`.
struct Param {
    name: String,
    default: Option<String>,
    /// `:req`: a call must give it a value.
    required: bool,
    /// `:vararg` (the last one): takes the rest of the arguments as written.
    vararg: bool,
}

pub(crate) struct Asm {
    pub arch: Arch,
    /// `.amdgcn_target` may still choose the generation: none was given and
    /// nothing that depends on it has been assembled yet.
    arch_open: bool,
    pub cpu: Option<String>,
    /// The processor features the first instruction was assembled with, so
    /// that a later `.amdgcn_target` naming a processor with other
    /// features is an error rather than a silent change.
    features_used: Option<crate::isa::Features>,
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
    /// `.addrsig` was given: the object gets a `.llvm_addrsig` section.
    pub addrsig: bool,
    /// `.addrsig_sym` symbols in order, with where each was named
    /// (docs/assembler.md, "Compiler output").
    pub addrsig_syms: Vec<(usize, Pos)>,
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

impl Asm {
    /// The statement bound of `Options::max_statements`.
    fn max_statements(&self) -> usize {
        self.opts.max_statements.unwrap_or(MAX_STATEMENTS)
    }

    /// The processor the instructions are assembled for: the one
    /// `--arch`/`.amdgcn_target` named (`self.cpu`), else the generation's
    /// default (docs/assembler.md, "Target").
    pub(crate) fn target(&self) -> crate::isa::Target {
        self.cpu
            .as_deref()
            .and_then(crate::isa::Target::parse)
            .filter(|t| t.arch == self.arch)
            .unwrap_or(crate::isa::Target::base(self.arch))
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
            arch_open: opts.arch_from_target,
            features_used: None,
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
            addrsig: false,
            addrsig_syms: Vec::new(),
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
}
