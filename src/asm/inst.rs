//! One instruction statement -> an [`Instruction`], in the LLVM AMDGPU syntax
//! llvm-mc 14 accepts for scalar code. Operands come from the opcode table
//! (`isa::table`); integers anywhere are expressions (`expr.rs`). Operands are
//! chosen exactly as llvm-mc chooses them: a value known when the line is read
//! takes an inline constant where one exists, else a literal; a value that
//! names a label (or a symbol defined later) is always a 32-bit literal filled
//! in when the file is laid out.

use super::expr::{Cursor, Expr};
use super::lexer::{Tok, Token};
use super::Res;
use crate::isa::arch::Arch;
use crate::isa::fmt::{
    hwreg_name, msg_name, vmcnt_max, GPR_IDX_NAMES, GS_OP_NAMES, HWREG_NAMES, MSG_GS, MSG_GS_DONE,
    MSG_NAMES, MSG_SYSMSG, SYSMSG_OP_NAMES,
};
use crate::isa::inst::{mflag, Instruction};
use crate::isa::opcodes::Opcode;
use crate::isa::operand::{self, code, Role};
use crate::isa::table::{Format, Imm, Mem};
use crate::isa::target::Target;

pub(super) fn err<T>(col: usize, msg: impl Into<String>) -> Res<T> {
    Err((col, msg.into()))
}

/// The value of an expression known when the line is read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Val {
    Int(i64),
    Float(f64),
}

/// What the assembler knows about expressions while reading a line.
pub trait Env {
    /// The value of `e` if it is known now (constants and symbols set to
    /// constants earlier); `Ok(None)` when it names a label or a symbol not yet
    /// defined; an error for a malformed expression (division by zero ...).
    fn eval_now(&mut self, e: &mut Expr) -> Res<Option<Val>>;
}

/// An operand whose value is filled in after layout.
#[derive(Clone, Debug)]
pub struct OperandFixup {
    pub kind: FixupKind,
    pub expr: Expr,
    pub col: usize,
}

/// Where a late operand value goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixupKind {
    /// The 32-bit literal dword (byte offset 4 of the instruction).
    Literal,
    /// SOPP/SOPK SIMM16 as a branch offset in dwords from the next instruction.
    Branch,
}

/// A parsed operand.
#[derive(Clone, Debug)]
pub(super) enum Operand {
    /// A register range: code of the first register and width in dwords.
    Reg(u8, u8),
    /// A vector register range `vN` / `v[N:M]`: first register and count.
    Vgpr(u8, u8),
    /// A source-only name (src_scc, apertures): its code.
    Special(u8),
    Val(Val),
    /// A value known only after layout: always a literal.
    Late(Expr),
}

/// Mnemonic prefixes of vector instructions (for the message of an unknown one).
const VECTOR_PREFIXES: [&str; 12] = [
    "v_", "buffer_", "global_", "flat_", "ds_", "image_", "scratch_", "tbuffer_", "exp", "lds_",
    "mimg_", "interp_",
];

/// Whether `m` names a vector instruction.
pub fn is_vector_mnemonic(m: &str) -> bool {
    let m = m.to_ascii_lowercase();
    VECTOR_PREFIXES
        .iter()
        .any(|p| m.starts_with(p) && (*p != "exp" || m == "exp"))
}

/// `v0`..`v255`, `v[..]`, `a0`.. (accumulation registers): vector operands.
fn is_vector_register(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    name == "v" || name.strip_prefix('v').is_some_and(digits)
}

/// The operand reader of one instruction statement; the vector families'
/// parsers (`asm::vop`, `asm::ds` ...) read their operands through it.
pub(super) struct Parser<'a, 'e> {
    pub(super) arch: Arch,
    pub(super) c: Cursor<'a>,
    pub(super) env: &'e mut dyn Env,
    pub(super) fixup: Option<OperandFixup>,
}

impl<'a, 'e> Parser<'a, 'e> {
    pub(super) fn peek(&self) -> Option<&'a Token> {
        self.c.peek()
    }

    pub(super) fn peek_tok(&self) -> Option<&'a Tok> {
        self.c.peek_tok()
    }

    pub(super) fn col(&self) -> usize {
        self.c.col()
    }

    pub(super) fn next(&mut self) -> Option<&'a Token> {
        self.c.advance()
    }

    pub(super) fn is_punct(&self, c: char) -> bool {
        self.c.is_punct(c)
    }

    pub(super) fn eat(&mut self, c: char) -> bool {
        self.c.eat(c)
    }

    pub(super) fn expect(&mut self, c: char, what: &str) -> Res<()> {
        self.c.expect(c, what)
    }

    /// The separator before the next operand. llvm-mc 14 reads operands
    /// separated by spaces too (`s_add_u32 s0 s1 s2`): only a missing
    /// operand is an error here (docs/assembler.md, "Operand separators").
    pub(super) fn comma(&mut self) -> Res<()> {
        if self.eat(',') || self.peek().is_some() {
            return Ok(());
        }
        self.expect(',', "between operands")
    }

    /// The end of the statement; one trailing `,` is allowed, as llvm-mc 14
    /// allows it (`s_nop 0,`).
    pub(super) fn done(&self) -> Res<()> {
        let rest = self.c.toks.get(self.c.pos..).unwrap_or(&[]);
        match rest {
            [] => Ok(()),
            [t] if matches!(t.tok, super::lexer::Tok::Punct(',')) => Ok(()),
            [t, ..] => err(t.col, format!("unexpected `{}` after the operands", t.text)),
        }
    }

    pub(super) fn text_from(&self, start: usize) -> String {
        self.c.text_from(start)
    }

    /// An expression and its value if known now.
    pub(super) fn expr(&mut self) -> Res<(Expr, Option<Val>)> {
        let mut e = self.c.expr()?;
        let v = self.env.eval_now(&mut e)?;
        Ok((e, v))
    }

    /// An integer expression whose value must be known now.
    pub(super) fn int(&mut self) -> Res<(i64, usize)> {
        let (col, start) = (self.col(), self.c.pos);
        match self.expr()? {
            (_, Some(Val::Int(v))) => Ok((v, col)),
            (_, Some(Val::Float(_))) => {
                err(col, "expected an integer, found a floating-point value")
            }
            (_, None) => err(
                col,
                format!(
                    "expected an absolute expression: `{}` is not known here",
                    self.text_from(start)
                ),
            ),
        }
    }

    /// An integer in `lo..=hi`.
    pub(super) fn int_in(&mut self, lo: i64, hi: i64, what: &str) -> Res<i64> {
        let start = self.c.pos;
        let (v, col) = self.int()?;
        if v < lo || v > hi {
            let text = self.text_from(start);
            let shown = if text == v.to_string() {
                format!("`{text}`")
            } else {
                format!("`{text}` ({v})")
            };
            return err(col, format!("{what} {shown} is out of range ({lo}..{hi})"));
        }
        Ok(v)
    }

    // ---- registers and operands --------------------------------------------

    pub(super) fn reg_index(&mut self, name: &str, col: usize) -> Res<Option<(u32, u32)>> {
        if let Some(n) = name.strip_prefix('s').or_else(|| name.strip_prefix("ttmp")) {
            if !n.is_empty() {
                return Ok(n
                    .parse::<u32>()
                    .ok()
                    .filter(|_| n.bytes().all(|b| b.is_ascii_digit()))
                    .map(|v| (v, 1)));
            }
        }
        if (name == "s" || name == "ttmp") && self.eat('[') {
            let (a, acol) = self.int()?;
            let b = if self.eat(':') { self.int()?.0 } else { a };
            self.expect(']', "to close the register range")?;
            if a < 0 || b < a || b > 255 {
                return err(acol, format!("invalid register range `{name}[{a}:{b}]`"));
            }
            return Ok(Some((a as u32, (b - a + 1) as u32)));
        }
        let _ = col;
        Ok(None)
    }

    /// A register, a special source name, or a constant expression.
    pub(super) fn operand(&mut self) -> Res<(Operand, usize)> {
        self.operand_text().map(|(o, c, _)| (o, c))
    }

    /// The tokens from `start` to the cursor, as written (for messages).
    pub(super) fn operand_text(&mut self) -> Res<(Operand, usize, String)> {
        let start = self.c.pos;
        let (o, c) = self.operand_inner()?;
        Ok((o, c, self.text_from(start)))
    }

    pub(super) fn operand_inner(&mut self) -> Res<(Operand, usize)> {
        let col = self.col();
        let Some(t) = self.peek() else {
            return err(col, "expected an operand");
        };
        if matches!(t.tok, Tok::Punct('[')) {
            self.c.pos += 1;
            return self.register_list(col).map(|o| (o, col));
        }
        if let Tok::Ident(name) = &t.tok {
            self.c.pos += 1;
            let arch = self.arch;
            if let Some((first, n)) = self.reg_index(name, col)? {
                let (is_s, prefix) = if name.starts_with("ttmp") {
                    (false, "ttmp")
                } else {
                    (true, "s")
                };
                let text = if n == 1 {
                    format!("{prefix}{first}")
                } else {
                    format!("{prefix}[{}:{}]", first, first + n - 1)
                };
                if !matches!(n, 1 | 2 | 4 | 8 | 16) {
                    return err(
                        col,
                        format!("`{text}`: a register range has 1, 2, 4, 8 or 16 registers"),
                    );
                }
                let code = if is_s {
                    if first + n > arch.num_sgprs() {
                        return err(
                            col,
                            format!(
                                "register `{text}` is not available on {arch} (s0..s{})",
                                arch.num_sgprs() - 1
                            ),
                        );
                    }
                    first
                } else {
                    if first + n > arch.num_ttmps() as u32 {
                        return err(
                            col,
                            format!(
                                "register `{text}` is not available on {arch} (ttmp0..ttmp{})",
                                arch.num_ttmps() - 1
                            ),
                        );
                    }
                    arch.ttmp_base() as u32 + first
                };
                return Ok((Operand::Reg(code as u8, n as u8), col));
            }
            if let Some((c, n)) = operand::named_register(arch, name) {
                return Ok((Operand::Reg(c, n), col));
            }
            if let Some(c) = operand::named_source(arch, name) {
                return Ok((Operand::Special(c), col));
            }
            let known_elsewhere = Arch::ALL.iter().any(|&a| {
                operand::named_register(a, name).is_some()
                    || operand::named_source(a, name).is_some()
            });
            if known_elsewhere {
                return err(col, format!("register `{name}` is not available on {arch}"));
            }
            if let Some(v) = self.vgpr(name, col)? {
                return Ok((v, col));
            }
            // Any other name is a symbol: the operand is an expression.
            self.c.pos -= 1;
        }
        let (e, v) = self.expr()?;
        Ok((
            match v {
                Some(v) => Operand::Val(v),
                None => Operand::Late(e),
            },
            col,
        ))
    }

    /// `[r0, r1, ...]` (after the `[`): consecutive single registers of one
    /// kind as one range (`[s4,s5]` is `s[4:5]`, `[exec_lo,exec_hi]` is
    /// `exec`), as llvm-mc 14 reads them (docs/assembler.md, "Registers").
    fn register_list(&mut self, col: usize) -> Res<Operand> {
        let arch = self.arch;
        // The kind of a scalar code: SGPR, TTMP, or one special pair.
        let kind = |c: u8| -> u32 {
            let ttmp = arch.ttmp_base()..arch.ttmp_base() + arch.num_ttmps();
            if (c as u32) < arch.num_sgprs() {
                0
            } else if ttmp.contains(&c) {
                1
            } else {
                2 + (c as u32 & !1)
            }
        };
        let mut items: Vec<Operand> = Vec::new();
        loop {
            let (o, ocol, text) = self.operand_text()?;
            let next = match (items.first(), &o) {
                (None, Operand::Reg(_, 1) | Operand::Vgpr(_, 1)) => true,
                (Some(Operand::Reg(p, _)), Operand::Reg(c, 1)) => {
                    *c as u32 == *p as u32 + items.len() as u32 && kind(*c) == kind(*p)
                }
                (Some(Operand::Vgpr(p, _)), Operand::Vgpr(c, 1)) => {
                    *c as u32 == *p as u32 + items.len() as u32
                }
                _ => false,
            };
            if !next {
                return err(
                    ocol,
                    format!(
                        "`{text}`: a register list holds consecutive single registers of one kind"
                    ),
                );
            }
            items.push(o);
            if self.eat(']') {
                break;
            }
            self.expect(',', "between the registers of a list")?;
        }
        let n = items.len() as u8;
        let special_pair = |c: u8| kind(c) < 2 || (c.is_multiple_of(2) && n == 2);
        match items[0] {
            Operand::Reg(c, _) if matches!(n, 1 | 2 | 4 | 8 | 16) && special_pair(c) => {
                Ok(Operand::Reg(c, n))
            }
            Operand::Vgpr(v, _) => Ok(Operand::Vgpr(v, n)),
            _ => err(col, "invalid register list"),
        }
    }

    /// `vN` or `v[N:M]` (after the name was taken), as a vector register range.
    fn vgpr(&mut self, name: &str, col: usize) -> Res<Option<Operand>> {
        let (first, last) = if is_vector_register(name) && name != "v" {
            match name[1..].parse::<u32>() {
                Ok(n) => (n as i64, n as i64),
                Err(_) => return err(col, format!("invalid register `{name}`")),
            }
        } else if name == "v" && self.eat('[') {
            let (a, _) = self.int()?;
            let b = if self.eat(':') { self.int()?.0 } else { a };
            self.expect(']', "to close the register range")?;
            (a, b)
        } else {
            return Ok(None);
        };
        if first < 0 || last < first || last > 255 {
            return err(col, format!("invalid register range `v[{first}:{last}]`"));
        }
        Ok(Some(Operand::Vgpr(first as u8, (last - first + 1) as u8)))
    }

    /// A register operand of `dwords` width.
    pub(super) fn register(&mut self, dwords: u8, role: Role) -> Res<u8> {
        let (op, col, text) = self.operand_text()?;
        match op {
            Operand::Reg(c, n) => checked_register(
                self.arch,
                (c, n),
                dwords,
                role,
                (col, &text),
                "register",
                "one",
            ),
            _ => err(col, format!("expected a register, found `{text}`")),
        }
    }
}

/// A register range `(code, dwords)` written where `want` dwords are expected
/// in `role`: its width must match and it must be legal there. The error names
/// what was expected (`noun`) and what was found (`found`).
pub(super) fn checked_register(
    arch: Arch,
    (c, n): (u8, u8),
    want: u8,
    role: Role,
    (col, text): (usize, &str),
    noun: &str,
    found: &str,
) -> Res<u8> {
    if n != want {
        return err(
            col,
            format!(
                "expected a {}-bit {noun}, found a {}-bit {found} `{text}`",
                32 * want as u32,
                32 * n as u32
            ),
        );
    }
    operand::check(arch, c, want, role).map_err(|why| (col, format!("{why}: `{text}`")))?;
    Ok(c)
}

/// Code for a source operand of `dwords` width; a literal goes to `lit`.
pub(super) fn source_code(
    arch: Arch,
    (op, col, text): (Operand, usize, String),
    dwords: u8,
    lit: &mut Option<u32>,
    late: &mut Option<OperandFixup>,
) -> Res<u8> {
    let has_late = late.is_some();
    let literal = |lit: &mut Option<u32>, v: u32| -> Res<u8> {
        match lit {
            Some(old) if *old != v || has_late => err(
                col,
                format!("only one literal operand is allowed (`{text}` is a second one)"),
            ),
            _ => {
                *lit = Some(v);
                Ok(code::LITERAL)
            }
        }
    };
    match op {
        Operand::Vgpr(..) => err(
            col,
            format!("vector register `{text}` where a scalar operand is expected"),
        ),
        Operand::Reg(c, n) => checked_register(
            arch,
            (c, n),
            dwords,
            Role::Src,
            (col, &text),
            "operand",
            "register",
        ),
        Operand::Special(c) => Ok(c),
        Operand::Late(expr) => {
            if lit.is_some() {
                return err(
                    col,
                    format!("only one literal operand is allowed (`{text}` is a second one)"),
                );
            }
            *late = Some(OperandFixup {
                kind: FixupKind::Literal,
                expr,
                col,
            });
            *lit = Some(0);
            Ok(code::LITERAL)
        }
        Operand::Val(Val::Int(v)) => {
            if dwords >= 2 {
                if let Some(c) = operand::inline_code(arch, v as u64, 2) {
                    return Ok(c);
                }
            }
            if v < i32::MIN as i64 || v > u32::MAX as i64 {
                return err(col, format!("value `{text}` does not fit in 32 bits"));
            }
            let v32 = v as u32;
            if dwords < 2 {
                if let Some(c) = operand::inline_code(arch, v32 as u64, 1) {
                    return Ok(c);
                }
            }
            literal(lit, v32)
        }
        Operand::Val(Val::Float(f)) => {
            if dwords >= 2 {
                return operand::inline_code(arch, f.to_bits(), 2).ok_or((
                    col,
                    format!(
                        "`{text}` is not an inline constant; a 64-bit operand takes only inline floats"
                    ),
                ));
            }
            let bits = (f as f32).to_bits();
            match operand::inline_code(arch, bits as u64, 1) {
                Some(c) => Ok(c),
                None => literal(lit, bits),
            }
        }
    }
}

/// A 32-bit value (`s_setreg_imm32_b32`): integers and f32 bit patterns.
fn value32(v: Val, col: usize) -> Res<u32> {
    match v {
        Val::Int(v) if v >= i32::MIN as i64 && v <= u32::MAX as i64 => Ok(v as u32),
        Val::Int(v) => err(col, format!("value {v} does not fit in 32 bits")),
        Val::Float(f) => Ok((f as f32).to_bits()),
    }
}

/// Parses one instruction statement: `toks` starts at the mnemonic. Returns the
/// instruction and the operand to fill in after layout, if any.
pub fn parse_instruction(
    target: Target,
    toks: &[Token],
    end_col: usize,
    env: &mut dyn Env,
) -> Res<(Instruction, Option<OperandFixup>)> {
    let arch = target.arch;
    let first = &toks[0];
    let word = &first.text;
    let mnemonic = word.to_ascii_lowercase();
    let plain = Opcode::from_mnemonic_for(target, &mnemonic).or(Opcode::from_mnemonic(&mnemonic));
    let (op, enc) = match plain {
        Some(op) => (op, super::vector::Enc::Auto),
        None => match super::vector::split_suffix_for(target, &mnemonic) {
            Some((op, enc)) => (op, enc),
            None if is_vector_mnemonic(&mnemonic) => {
                return err(first.col, format!("unknown vector instruction `{word}`"));
            }
            None => return err(first.col, format!("unknown mnemonic `{word}`")),
        },
    };
    let (op, enc) = super::vector::carry_alias(arch, op, enc);
    if !op.format().is_vector() {
        super::vector::scalar_suffix(enc, &mnemonic, first.col)?;
    }
    if op.number(arch).is_none() {
        let have: Vec<&str> = op.arches().map(|a| a.name()).collect();
        return err(
            first.col,
            format!(
                "`{mnemonic}` is not an instruction of {arch} (only {})",
                have.join(", ")
            ),
        );
    }
    if !op.exists_on(target) {
        return err(first.col, not_on_processor(op, target));
    }
    let mut p = Parser {
        arch,
        c: Cursor::new(&toks[1..], end_col),
        env,
        fixup: None,
    };
    let mut inst = if op.format().is_vector() {
        super::vector::parse(&mut p, op, enc, first.col)?
    } else {
        parse_operands(&mut p, op)?
    };
    inst.fix_literal_flag();
    Ok((inst, p.fixup))
}

/// The error for a row of the generation that the processor lacks (it
/// needs a processor feature: docs/isa.md, "Processor features (gfx906)").
fn not_on_processor(op: Opcode, target: Target) -> String {
    let need = op.info().feature();
    format!(
        "`{}` is not supported on this processor: it needs {} ({})",
        op.mnemonic(),
        need,
        need.processors(target.arch).join(", ")
    )
}

fn parse_operands(p: &mut Parser, op: Opcode) -> Res<Instruction> {
    let arch = p.arch;
    let sig = op.sig();
    let mut inst = Instruction::new(arch, op);
    match op.format() {
        Format::Sop2 | Format::Sop1 | Format::Sopc => {
            let mut lit = None;
            let mut first = true;
            if sig.dst > 0 {
                inst.sdst = p.register(sig.dst, Role::Dst)?;
                first = false;
            }
            if sig.src0 > 0 {
                if !first {
                    p.comma()?;
                }
                let o = p.operand_text()?;
                let (col, text) = (o.1, o.2.clone());
                inst.ssrc0 = source_code(arch, o, sig.src0, &mut lit, &mut p.fixup)?;
                if crate::isa::decode::src0_register_only(op)
                    && !crate::isa::operand::register_only_ok(arch, inst.ssrc0, sig.src0)
                {
                    return err(
                        col,
                        format!("`{text}`: {} needs a register source", op.mnemonic()),
                    );
                }
                first = false;
            }
            if sig.imm == Imm::GprIdxOn {
                p.comma()?;
                inst.ssrc1 = gpr_idx(p, 0xF)? as u8;
            } else if sig.src1 > 0 {
                if !first {
                    p.comma()?;
                }
                let o = p.operand_text()?;
                inst.ssrc1 = source_code(arch, o, sig.src1, &mut lit, &mut p.fixup)?;
            }
            inst.literal = lit.unwrap_or(0);
        }
        Format::Sopk => match sig.imm {
            Imm::HwregGet => {
                inst.sdst = p.register(sig.dst, Role::Dst)?;
                p.comma()?;
                inst.simm16 = hwreg(p)?;
            }
            Imm::HwregSet => {
                inst.simm16 = hwreg(p)?;
                p.comma()?;
                inst.sdst = p.register(sig.dst, Role::Dst)?;
            }
            Imm::HwregImm32 => {
                inst.simm16 = hwreg(p)?;
                p.comma()?;
                let col = p.col();
                match p.expr()? {
                    (_, Some(v)) => inst.literal = value32(v, col)?,
                    (expr, None) => {
                        p.fixup = Some(OperandFixup {
                            kind: FixupKind::Literal,
                            expr,
                            col,
                        })
                    }
                }
            }
            Imm::Label => {
                inst.sdst = p.register(sig.dst, Role::Dst)?;
                p.comma()?;
                inst.simm16 = branch(p)?;
            }
            _ => {
                inst.sdst = p.register(sig.dst, Role::Dst)?;
                p.comma()?;
                // The unsigned compares take 0..65535 only (llvm-mc rejects -1).
                let m = op.mnemonic();
                let lo = if m.starts_with("s_cmpk_") && m.ends_with("_u32") {
                    0
                } else {
                    -32768
                };
                inst.simm16 = p.int_in(lo, 65535, "16-bit immediate")? as u16;
            }
        },
        Format::Sopp => match sig.imm {
            Imm::Label => inst.simm16 = branch(p)?,
            Imm::Waitcnt => inst.simm16 = waitcnt(p)?,
            Imm::Sendmsg => inst.simm16 = sendmsg(p)?,
            Imm::GprIdx => inst.simm16 = gpr_idx(p, 0xF)?,
            Imm::Ignored if p.peek().is_none() || op != Opcode::S_ENDPGM => {}
            _ => inst.simm16 = p.int_in(-32768, 65535, "16-bit immediate")? as u16,
        },
        Format::Smem => smem(p, &mut inst)?,
        // Vector rows are parsed by `asm::vector`.
        _ => {
            return err(
                p.col(),
                format!("`{}` is a vector instruction", op.mnemonic()),
            )
        }
    }
    p.done()?;
    Ok(inst)
}

/// A branch target: a label (filled in after layout) or a raw SIMM16 offset
/// in dwords.
fn branch(p: &mut Parser) -> Res<u16> {
    let (col, start) = (p.col(), p.c.pos);
    match p.expr()? {
        (_, Some(Val::Int(v))) => {
            if !(-32768..=65535).contains(&v) {
                let text = p.text_from(start);
                return err(
                    col,
                    format!("branch offset `{text}` is out of range (-32768..65535)"),
                );
            }
            Ok(v as u16)
        }
        (_, Some(Val::Float(_))) => err(col, "a branch target must be a label or an integer"),
        (expr, None) => {
            p.fixup = Some(OperandFixup {
                kind: FixupKind::Branch,
                expr,
                col,
            });
            Ok(0)
        }
    }
}

/// `name(` for a function-like operand (hwreg, sendmsg, gpr_idx, waitcnt counters).
fn call_open(p: &mut Parser, name: &str) -> bool {
    match (p.c.toks.get(p.c.pos), p.c.toks.get(p.c.pos + 1)) {
        (
            Some(Token {
                tok: Tok::Ident(n), ..
            }),
            Some(Token {
                tok: Tok::Punct('('),
                ..
            }),
        ) if n == name => {
            p.c.pos += 2;
            true
        }
        _ => false,
    }
}

/// `hwreg(NAME|id[, offset, size])` or a raw 16-bit value.
fn hwreg(p: &mut Parser) -> Res<u16> {
    if !call_open(p, "hwreg") {
        return Ok(p.int_in(-32768, 65535, "hwreg value")? as u16);
    }
    let col = p.col();
    let id = match p.peek() {
        Some(Token {
            tok: Tok::Ident(n), ..
        }) if n.starts_with("HW_REG_") => {
            p.c.pos += 1;
            match HWREG_NAMES.iter().find(|(_, name, _)| name == n) {
                Some(&(id, _, _)) if hwreg_name(p.arch, id as u16).is_some() => id as i64,
                Some(_) => {
                    return err(
                        col,
                        format!("hardware register `{n}` is not available on {}", p.arch),
                    )
                }
                None => return err(col, format!("unknown hardware register `{n}`")),
            }
        }
        _ => p.int_in(0, 63, "hardware register id")?,
    };
    let (mut offset, mut size) = (0, 32);
    if p.eat(',') {
        offset = p.int_in(0, 31, "bit offset")?;
        p.expect(',', "between hwreg's fields")?;
        size = p.int_in(1, 32, "bitfield size")?;
    }
    p.expect(')', "to close hwreg(")?;
    Ok((id | offset << 6 | (size - 1) << 11) as u16)
}

/// `gpr_idx(SRC0,...)` or a raw value of the field (`max`: 8 or 16 bits).
fn gpr_idx(p: &mut Parser, max: i64) -> Res<u16> {
    if !call_open(p, "gpr_idx") {
        return Ok(p.int_in(0, max, "gpr_idx mode")? as u16);
    }
    let mut bits = 0u16;
    while !p.is_punct(')') {
        let col = p.col();
        match p.next().map(|t| &t.tok) {
            Some(Tok::Ident(n)) => match GPR_IDX_NAMES.iter().position(|x| x == n) {
                Some(i) if bits >> i & 1 == 0 => bits |= 1 << i,
                Some(_) => return err(col, format!("duplicate gpr_idx mode `{n}`")),
                None => {
                    return err(
                        col,
                        format!("unknown gpr_idx mode `{n}` (SRC0, SRC1, SRC2, DST)"),
                    )
                }
            },
            _ => return err(col, "expected a gpr_idx mode (SRC0, SRC1, SRC2, DST)"),
        }
        if !p.eat(',') {
            break;
        }
    }
    p.expect(')', "to close gpr_idx(")?;
    Ok(bits)
}

/// `vmcnt(n) expcnt(n) lgkmcnt(n)` in any order, separated by spaces, `&` or `,`;
/// or a raw 16-bit value. Counters not named keep their "don't wait" value.
fn waitcnt(p: &mut Parser) -> Res<u16> {
    let counter_form = matches!(p.peek_tok(), Some(Tok::Ident(_)))
        && matches!(
            p.c.toks.get(p.c.pos + 1).map(|t| &t.tok),
            Some(Tok::Punct('('))
        );
    if !counter_form {
        return Ok(p.int_in(-32768, 65535, "waitcnt value")? as u16);
    }
    let arch = p.arch;
    let mut v: u16 = if arch == Arch::Gfx9 { 0xCF7F } else { 0x0F7F };
    loop {
        let col = p.col();
        let Some(Token {
            tok: Tok::Ident(name),
            ..
        }) = p.next()
        else {
            return err(col, "expected vmcnt(n), expcnt(n) or lgkmcnt(n)");
        };
        let (base, sat) = match name.strip_suffix("_sat") {
            Some(b) => (b, true),
            None => (name.as_str(), false),
        };
        let max = match base {
            "vmcnt" => vmcnt_max(arch),
            "expcnt" => 7,
            "lgkmcnt" => 15,
            _ => return err(col, format!("unknown counter `{name}`")),
        } as i64;
        p.expect('(', "after the counter name")?;
        let (n, ncol) = p.int()?;
        p.expect(')', "to close the counter")?;
        let n = if sat {
            n.clamp(0, max)
        } else if (0..=max).contains(&n) {
            n
        } else {
            return err(ncol, format!("{name} value {n} is out of range (0..{max})"));
        } as u16;
        match base {
            "vmcnt" => v = (v & !0xC00F) | (n & 0xF) | (n >> 4 & 3) << 14,
            "expcnt" => v = (v & !0x70) | n << 4,
            _ => v = (v & !0xF00) | n << 8,
        }
        if p.peek().is_none() {
            return Ok(v);
        }
        if !p.eat('&') {
            p.eat(',');
        }
    }
}

/// `sendmsg(MSG[, OP[, STREAM]])` with names or numbers, or a raw 16-bit value.
fn sendmsg(p: &mut Parser) -> Res<u16> {
    if !call_open(p, "sendmsg") {
        return Ok(p.int_in(-32768, 65535, "sendmsg value")? as u16);
    }
    let arch = p.arch;
    let col = p.col();
    let (id, named) = match p.peek() {
        Some(Token {
            tok: Tok::Ident(n), ..
        }) if MSG_NAMES.iter().any(|(_, name, _)| name == n) => {
            let n = n.clone();
            p.c.pos += 1;
            match MSG_NAMES.iter().find(|(_, name, _)| *name == n) {
                Some(&(id, _, _)) if msg_name(arch, id as u16).is_some() => (id as u16, true),
                _ => return err(col, format!("message `{n}` is not available on {arch}")),
            }
        }
        // Any other name is a symbol (`.set`), as in llvm-mc 14.
        _ => (
            int_or_name(p, 15, "message id", Some(("MSG_", "unknown message")))? as u16,
            false,
        ),
    };
    let mut op = 0u16;
    let mut stream = 0u16;
    let mut has_op = false;
    if p.eat(',') {
        let ocol = p.col();
        has_op = true;
        op = match p.peek() {
            Some(Token {
                tok: Tok::Ident(n), ..
            }) if op_names(id).iter().any(|x| !x.is_empty() && x == n) => {
                let i = op_names(id).iter().position(|x| x == n).unwrap_or(0);
                p.c.pos += 1;
                i as u16
            }
            Some(Token {
                tok: Tok::Ident(n), ..
            }) if n.starts_with("SYSMSG_OP_") => {
                int_or_name(p, 7, "message operation", Some(("SYSMSG_OP_", UNKNOWN_OP)))? as u16
            }
            _ => int_or_name(p, 7, "message operation", Some(("GS_OP_", UNKNOWN_OP)))? as u16,
        };
        // llvm-mc checks the operation of a named message: GS ops 0..3,
        // SYSMSG ops 1..4.
        let op_ok = match id {
            MSG_GS | MSG_GS_DONE => op <= 3,
            MSG_SYSMSG => (1..=4).contains(&op),
            _ => true,
        };
        if named && !op_ok {
            return err(ocol, format!("invalid operation id {op} for this message"));
        }
        if named && !matches!(id, MSG_GS | MSG_GS_DONE | MSG_SYSMSG) {
            return err(ocol, "message does not support operations");
        }
        if named && id == MSG_GS && op == 0 {
            return err(ocol, "MSG_GS needs an operation other than GS_OP_NOP");
        }
        if p.eat(',') {
            let scol = p.col();
            stream = int_or_name(p, 3, "stream id", None)? as u16;
            if named && (!matches!(id, MSG_GS | MSG_GS_DONE) || op == 0) {
                return err(scol, "message operation does not support streams");
            }
        }
    }
    if named && !has_op && matches!(id, MSG_GS | MSG_GS_DONE | MSG_SYSMSG) {
        return err(col, "missing message operation");
    }
    p.expect(')', "to close sendmsg(")?;
    Ok(id | op << 4 | stream << 8)
}

/// The operation names of message `id` (empty for messages without any).
fn op_names(id: u16) -> &'static [&'static str] {
    match id {
        MSG_GS | MSG_GS_DONE => &GS_OP_NAMES,
        MSG_SYSMSG => &SYSMSG_OP_NAMES,
        _ => &[],
    }
}

const UNKNOWN_OP: &str = "unknown operation for this message:";

/// A `sendmsg` field given as a number, symbol or expression, in `0..=hi`.
/// A name that starts like the field's own names (`names.0`) and has no
/// value here is reported as an unknown name (message `names.1`) rather
/// than an unknown symbol, since that is what was most likely meant.
fn int_or_name(p: &mut Parser, hi: i64, what: &str, names: Option<(&str, &str)>) -> Res<i64> {
    let name = match (p.peek(), names) {
        (
            Some(Token {
                tok: Tok::Ident(n),
                col,
                ..
            }),
            Some((prefix, unknown)),
        ) if n.starts_with(prefix) => Some((n.clone(), *col, unknown)),
        _ => None,
    };
    match (p.int_in(0, hi, what), name) {
        (Err(e), Some((n, col, unknown))) if e.1.contains("is not known here") => {
            err(col, format!("{unknown} `{n}`"))
        }
        (r, _) => r,
    }
}

/// Scalar memory operands: data, base, offset, `glc`.
fn smem(p: &mut Parser, inst: &mut Instruction) -> Res<()> {
    let arch = p.arch;
    let sig = inst.op.sig();
    let Some(m) = inst.mem() else { return Ok(()) };
    match m {
        Mem::Cache => return Ok(()),
        Mem::Time => {
            let col = p.col();
            inst.sdst = p.register(2, Role::Dst)?;
            if let Some(why) = operand::smem_data_forbidden(inst.sdst, 2) {
                return err(col, why);
            }
            return Ok(());
        }
        Mem::Probe | Mem::ProbeBuffer => {
            // llvm-mc 14 keeps the level's low 7 bits (the SDATA field),
            // whatever the value.
            inst.sdst = (p.int()?.0 & 0x7f) as u8;
            p.comma()?;
        }
        Mem::Discard => {}
        _ => {
            let (col, start) = (p.col(), p.c.pos);
            inst.sdst = p.register(sig.dst, Role::Dst)?;
            if let Some(why) = operand::smem_data_forbidden(inst.sdst, sig.dst) {
                return err(col, format!("{why}: `{}`", p.text_from(start)));
            }
            p.comma()?;
        }
    }
    let base = p.register(sig.src0, Role::Src)?;
    inst.ssrc0 = base / 2;
    let omitted = match p.peek_tok() {
        None => true,
        Some(Tok::Ident(n)) => n == "glc",
        _ => false,
    };
    if omitted {
        // llvm-mc lets the offset be left out: immediate 0.
        inst.flags |= mflag::IMM;
        return smem_glc(p, inst);
    }
    p.comma()?;
    let (o, col) = p.operand()?;
    match o {
        Operand::Reg(c, 1) if operand::kind(arch, c) == Some(operand::Kind::Reg) => {
            inst.literal = c as u32;
        }
        Operand::Reg(..) | Operand::Special(_) | Operand::Vgpr(..) => {
            return err(col, "the offset must be an immediate or a 32-bit register");
        }
        Operand::Val(Val::Float(_)) => return err(col, "the offset must be an integer"),
        Operand::Late(_) => {
            return err(col, "the offset must be an absolute expression known here");
        }
        Operand::Val(Val::Int(v)) => {
            inst.flags |= mflag::IMM;
            if !arch.has_smem() {
                let max = if arch == Arch::Gfx7 {
                    u32::MAX as i64
                } else {
                    255
                };
                if v < 0 || v > max {
                    return err(col, format!("offset {v} is out of range (0..{max} dwords)"));
                }
                if v > 255 {
                    inst.flags = mflag::LIT;
                }
                inst.literal = v as u32;
            } else if crate::isa::fmt::smem_offset_signed(arch, m) {
                if !(-0x10_0000..=0xF_FFFF).contains(&v) {
                    return err(
                        col,
                        format!("offset {v} is out of range (a 21-bit signed byte offset)"),
                    );
                }
                inst.literal = v as u32 & 0x1F_FFFF;
            } else {
                if !(0..=0xF_FFFF).contains(&v) {
                    return err(
                        col,
                        format!("offset {v} is out of range (a 20-bit unsigned byte offset)"),
                    );
                }
                inst.literal = v as u32;
            }
        }
    }
    smem_glc(p, inst)
}

/// An optional `glc` after scalar memory operands.
fn smem_glc(p: &mut Parser, inst: &mut Instruction) -> Res<()> {
    let arch = p.arch;
    if let Some(Token {
        tok: Tok::Ident(n), ..
    }) = p.peek()
    {
        if n == "glc" {
            // llvm-mc 14 has no `glc` for the probes (its decoder ignores the bit).
            if matches!(inst.mem(), Some(Mem::Probe | Mem::ProbeBuffer)) {
                let col = p.col();
                return err(col, "`glc` is not an operand of this instruction");
            }
            p.c.pos += 1;
            // SMRD has no GLC bit: llvm-mc accepts the word and encodes nothing.
            if arch.has_smem() {
                inst.flags |= mflag::GLC;
            }
        }
    }
    Ok(())
}
