//! After the last statement: symbol values, fixups filled in, relocations for
//! what stays unresolved, exactly where llvm-mc 14 leaves relocations (with the
//! `@abs32` correction `docs/assembler.md` describes).

use super::driver::{col_of, Asm, Def, Fixup, Slot};
use super::expr::{apply, BinOp, Expr, UnOp, Variant};
use super::{AsmError, Binding, Object, Reloc, RelocKind, RelocTarget, SymValue, Symbol};
use std::collections::HashMap;

/// A value after layout: `add - sub + cst`, symbols by index into `Asm::syms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct RVal {
    pub add: Option<usize>,
    pub sub: Option<usize>,
    pub cst: i64,
    pub variant: Variant,
}

impl RVal {
    fn int(v: i64) -> Self {
        RVal {
            add: None,
            sub: None,
            cst: v,
            variant: Variant::None,
        }
    }
    fn constant(&self) -> Option<i64> {
        (self.add.is_none() && self.sub.is_none()).then_some(self.cst)
    }
}

type ERes<T> = Result<T, (usize, String)>;

/// Where a symbol is placed, following `.set` aliases of labels.
pub(crate) fn placed(a: &Asm, i: usize) -> Option<(usize, u64)> {
    match a.syms[i].def {
        Def::Label(s, o) => Some((s, o)),
        _ => None,
    }
}

/// `e` as a label placed so far plus a constant: (section, offset). `.org`
/// takes such a target in its own section.
pub(crate) fn eval_label_offset(a: &Asm, e: &Expr) -> Option<(usize, i64)> {
    let v = eval(a, e, 0).ok()?;
    match (v.add, v.sub) {
        (Some(x), None) => placed(a, x).map(|(s, o)| (s, (o as i64).wrapping_add(v.cst))),
        _ => None,
    }
}

/// Folds `add - sub` when both are placed in one section.
fn fold(a: &Asm, mut v: RVal) -> RVal {
    if let (Some(x), Some(y)) = (v.add, v.sub) {
        if let (Some((sx, ox)), Some((sy, oy))) = (placed(a, x), placed(a, y)) {
            if sx == sy {
                v.cst = v.cst.wrapping_add(ox as i64 - oy as i64);
                v.add = None;
                v.sub = None;
            }
        }
    }
    v
}

pub(crate) fn eval(a: &Asm, e: &Expr, depth: u32) -> ERes<RVal> {
    if depth > super::expr::MAX_DEPTH {
        return Err((
            col_of(e),
            "symbol definitions nest too deeply (a cycle?)".into(),
        ));
    }
    match e {
        Expr::Int(v) => Ok(RVal::int(*v)),
        Expr::Float(_) => Err((
            col_of(e),
            "floating-point value in an integer expression".into(),
        )),
        Expr::Sym(name, col, variant) => {
            let Some(&i) = a.by_name.get(name) else {
                return Err((*col, format!("unknown symbol `{name}`")));
            };
            let mut v = match &a.syms[i].def {
                Def::Var(_, Some(c)) => RVal::int(*c),
                Def::Var(x, None) => eval(a, x, depth + 1).map_err(|(_, m)| (*col, m))?,
                _ => RVal {
                    add: Some(i),
                    sub: None,
                    cst: 0,
                    variant: Variant::None,
                },
            };
            if *variant != Variant::None {
                if v.sub.is_some() || v.add.is_none() || v.variant != Variant::None {
                    return Err((
                        *col,
                        format!("`{name}`: a relocation specifier needs a symbol"),
                    ));
                }
                v.variant = *variant;
            }
            Ok(v)
        }
        Expr::Unary(op, x) => {
            let v = eval(a, x, depth + 1)?;
            match (op, v.constant()) {
                (UnOp::Neg, Some(c)) => Ok(RVal::int(c.wrapping_neg())),
                (UnOp::Not, Some(c)) => Ok(RVal::int(!c)),
                (UnOp::LNot, Some(c)) => Ok(RVal::int((c == 0) as i64)),
                (UnOp::Neg, None) if v.variant == Variant::None => Ok(RVal {
                    add: v.sub,
                    sub: v.add,
                    cst: v.cst.wrapping_neg(),
                    variant: Variant::None,
                }),
                _ => Err((col_of(e), "expected relocatable expression".into())),
            }
        }
        Expr::Binary(op, x, y, opcol) => {
            let (l, r) = (eval(a, x, depth + 1)?, eval(a, y, depth + 1)?);
            if let (Some(p), Some(q)) = (l.constant(), r.constant()) {
                return apply(*op, p, q)
                    .map(RVal::int)
                    .ok_or((*opcol, "division by zero".into()));
            }
            let r = match op {
                BinOp::Add => r,
                BinOp::Sub => RVal {
                    add: r.sub,
                    sub: r.add,
                    cst: r.cst.wrapping_neg(),
                    variant: r.variant,
                },
                _ => {
                    let (l, r) = (fold(a, l), fold(a, r));
                    if let (Some(p), Some(q)) = (l.constant(), r.constant()) {
                        return apply(*op, p, q)
                            .map(RVal::int)
                            .ok_or((*opcol, "division by zero".into()));
                    }
                    return Err((col_of(e), "expected relocatable expression".into()));
                }
            };
            let add = match (l.add, r.add) {
                (Some(_), Some(_)) => {
                    return Err((col_of(e), "expected relocatable expression".into()))
                }
                (p, q) => p.or(q),
            };
            let sub = match (l.sub, r.sub) {
                (Some(_), Some(_)) => {
                    return Err((col_of(e), "expected relocatable expression".into()))
                }
                (p, q) => p.or(q),
            };
            let variant = if l.variant != Variant::None {
                l.variant
            } else {
                r.variant
            };
            Ok(fold(
                a,
                RVal {
                    add,
                    sub,
                    cst: l.cst.wrapping_add(r.cst),
                    variant,
                },
            ))
        }
    }
}

/// The constant value of `e` with the labels placed so far (directive
/// arguments such as `.rept b - a`), or `None`.
pub(crate) fn eval_placed(a: &Asm, e: &Expr) -> Option<i64> {
    eval(a, e, 0).ok().and_then(|v| v.constant())
}

pub(crate) fn err_at(f_file: &str, line: usize, col: usize, m: String) -> AsmError {
    AsmError {
        line,
        col,
        message: if f_file.is_empty() {
            m
        } else {
            format!("in {f_file}: {m}")
        },
    }
}

/// Builds the object: symbols, then every fixup.
pub(crate) fn finish(mut a: Asm) -> Result<Object, AsmError> {
    super::kernel::finish_descriptors(&mut a)?;
    let forced = super::addrsig::prepare(&mut a)?;
    // Undefined symbols that fixups name go to the table as globals.
    let mut out = Table::default();
    for (i, s) in a.syms.iter().enumerate() {
        if s.temp && !forced.contains(&i) {
            continue;
        }
        let value = match &s.def {
            Def::Label(sec, off) => SymValue::Section(*sec, *off),
            Def::Var(_, Some(c)) => SymValue::Absolute(*c),
            Def::Var(e, None) => {
                let v = eval(&a, e, 0)
                    .map_err(|(c, m)| err_at("", 0, c, format!("symbol `{}`: {m}", s.name)))?;
                match (v.add, v.sub) {
                    (None, None) => SymValue::Absolute(v.cst),
                    (Some(x), None) => match placed(&a, x) {
                        Some((sec, off)) => SymValue::Section(sec, (off as i64 + v.cst) as u64),
                        None => continue,
                    },
                    _ => {
                        return Err(err_at(
                            "",
                            0,
                            1,
                            format!("symbol `{}` cannot be evaluated", s.name),
                        ))
                    }
                }
            }
            Def::None if s.used => SymValue::Undefined,
            Def::None => continue,
        };
        let binding = match (s.binding, value) {
            (Some(b), _) => b,
            (None, SymValue::Undefined) => Binding::Global,
            _ => Binding::Local,
        };
        let size = match &s.size {
            None => 0,
            Some((e, pos)) => eval(&a, e, 0)
                .ok()
                .and_then(|v| v.constant())
                .ok_or_else(|| {
                    err_at(
                        &pos.file,
                        pos.line,
                        pos.col,
                        format!("the size of `{}` is not an absolute expression", s.name),
                    )
                })? as u64,
        };
        out.index.insert(i, out.symbols.len());
        out.symbols.push(Symbol {
            name: s.name.clone(),
            value,
            binding,
            kind: s.kind,
            size,
            visibility: s.visibility,
        });
    }
    let fixups = std::mem::take(&mut a.fixups);
    for f in &fixups {
        apply_fixup(&mut a, f, &mut out)?;
    }
    let undefined = a
        .syms
        .iter()
        .filter(|s| s.def == Def::None && s.used && !s.temp)
        .map(|s| {
            let (l, c) = s.first_use.unwrap_or((1, 1));
            (s.name.clone(), l, c)
        })
        .collect();
    let addrsig = super::addrsig::targets(&a, &mut out)?;
    out.section_symbols.sort_unstable();
    out.section_symbols.dedup();
    Ok(Object {
        arch: a.arch,
        cpu: a
            .cpu
            .clone()
            .unwrap_or_else(|| a.arch.llvm_cpu().to_string()),
        sections: a.sections,
        symbols: out.symbols,
        section_symbols: out.section_symbols,
        warnings: a.warnings,
        code_object_version: a.code_object_version,
        undefined,
        addrsig,
    })
}

/// The object's symbol table as it is built: the symbols, where each
/// assembler symbol went in it, and the sections that relocations name
/// through their section symbol.
#[derive(Default)]
pub(crate) struct Table {
    pub symbols: Vec<Symbol>,
    /// Where each assembler symbol (index into `Asm::syms`) went.
    pub index: HashMap<usize, usize>,
    pub section_symbols: Vec<usize>,
}

/// Where a fixup's symbol is: its index, and its section and offset when it
/// is a local label already placed (relocations then name the section).
type Target = (usize, Option<(usize, u64)>);

/// Resolves one fixup: writes its value into the section, or a relocation
/// where the value is known only at link time.
fn apply_fixup(a: &mut Asm, f: &Fixup, out: &mut Table) -> Result<(), AsmError> {
    let e = |m: String| err_at(&f.pos.file, f.pos.line, f.pos.col, m);
    let v = eval(a, &f.expr, 0).map_err(|(_, m)| e(m))?;
    if v.sub.is_some() {
        return Err(e("Cannot represent a difference across sections".into()));
    }
    // The symbol a relocation would name.
    let target: Option<Target> = v.add.map(|i| {
        let local_placed = placed(a, i).filter(|_| {
            let s = &a.syms[i];
            s.binding.is_none_or(|b| b == Binding::Local)
        });
        (i, local_placed)
    });
    match f.slot {
        Slot::Data(n) => {
            let Some(t) = target else {
                let c = v.cst;
                let bits = n as u32 * 8;
                if bits < 64 && (c < -(1i64 << (bits - 1)) || c > (1i64 << bits) - 1) {
                    return Err(e(format!("value {c} does not fit in {n} bytes")));
                }
                patch(a, f, &c.to_le_bytes()[..n as usize]);
                return Ok(());
            };
            let kind = match (n, v.variant) {
                (4, Variant::None) => RelocKind::Abs32,
                (4, Variant::Abs32Lo) => RelocKind::Abs32Lo,
                (4, Variant::Abs32Hi) => RelocKind::Abs32Hi,
                (4, Variant::Rel32Lo) => RelocKind::Rel32Lo,
                (4, Variant::Rel32Hi) => RelocKind::Rel32Hi,
                (8, Variant::None) => RelocKind::Abs64,
                _ => return Err(e(format!("unsupported relocation of a {n}-byte value"))),
            };
            add_reloc(a, f, kind, t, v.cst, out);
        }
        Slot::Literal { pcrel } => {
            let Some(t) = target else {
                patch(a, f, &(v.cst as u32).to_le_bytes());
                return Ok(());
            };
            if let (true, Variant::None, Some((sec, off))) = (pcrel, v.variant, t.1) {
                if sec == f.sec {
                    let r = (off as i64)
                        .wrapping_add(v.cst)
                        .wrapping_sub(f.offset as i64);
                    patch(a, f, &(r as u32).to_le_bytes());
                    return Ok(());
                }
            }
            let kind = match v.variant {
                Variant::Rel32Lo => RelocKind::Rel32Lo,
                Variant::Rel32Hi => RelocKind::Rel32Hi,
                // llvm-mc 14 writes R_AMDGPU_ABS32 for both; LLVM means these.
                Variant::Abs32Lo => RelocKind::Abs32Lo,
                Variant::Abs32Hi => RelocKind::Abs32Hi,
                Variant::None if pcrel => RelocKind::Rel32,
                Variant::None => RelocKind::Abs32,
            };
            add_reloc(a, f, kind, t, v.cst, out);
        }
        Slot::EntryOffset => {
            let Some(t) = target else {
                return Err(e("the kernel entry must be a label".into()));
            };
            // llvm-mc always leaves the relocation, even for a kernel in the
            // same section. REL64 is S + A - P with P 16 bytes into the descriptor.
            add_reloc(a, f, RelocKind::Rel64, t, v.cst + 16, out);
        }
        Slot::Branch => {
            let Some(t) = target else {
                return Err(e("branch target must be a label".into()));
            };
            if v.variant != Variant::None {
                return Err(e("a branch target takes no relocation specifier".into()));
            }
            fixup_branch(a, f, t, v.cst, out)?;
        }
    }
    Ok(())
}

/// Writes `bytes` at the fixup's place in its section.
fn patch(a: &mut Asm, f: &Fixup, bytes: &[u8]) {
    let d = &mut a.sections[f.sec].data;
    d[f.offset as usize..f.offset as usize + bytes.len()].copy_from_slice(bytes);
}

/// A branch's SIMM16 to `t` (plus `cst` bytes): the word offset when the
/// label is in the same section, else a REL16 relocation.
fn fixup_branch(
    a: &mut Asm,
    f: &Fixup,
    t: Target,
    cst: i64,
    out: &mut Table,
) -> Result<(), AsmError> {
    let e = |m: String| err_at(&f.pos.file, f.pos.line, f.pos.col, m);
    let i = t.0;
    match t.1 {
        Some((sec, off)) if sec == f.sec => {
            let delta = (off as i64)
                .wrapping_add(cst)
                .wrapping_sub(f.offset as i64 + 4);
            let words = delta / 4;
            if delta % 4 != 0 || !(i16::MIN as i64..=i16::MAX as i64).contains(&words) {
                return Err(e(format!(
                    "branch to `{}` is out of range ({delta} bytes)",
                    a.syms[i].name
                )));
            }
            patch(a, f, &(words as i16).to_le_bytes());
        }
        _ if a.syms[i].def == Def::None => {
            let name = &a.syms[i].name;
            if let Some((n, _)) = name.split_once('\u{2}') {
                let m = format!("directional label undefined: `{n}f`");
                return Err(err_at(&f.pos.file, f.pos.line, col_of(&f.expr), m));
            }
            return Err(e(format!("unknown label `{name}` (undefined label)")));
        }
        _ => {
            // llvm-mc stores (0 - 4) / 4 and leaves R_AMDGPU_REL16.
            patch(a, f, &(-1i16).to_le_bytes());
            add_reloc(a, f, RelocKind::Rel16, t, cst, out);
        }
    }
    Ok(())
}

/// A relocation of `kind` at the fixup to `t` with addend `cst`: against the
/// section symbol for a placed local label, else against the symbol (added
/// to the table as an undefined global if it is not there yet).
fn add_reloc(a: &mut Asm, f: &Fixup, kind: RelocKind, t: Target, cst: i64, out: &mut Table) {
    let (i, local) = t;
    let (target, addend) = match local {
        Some((sec, off)) => {
            out.section_symbols.push(sec);
            (RelocTarget::Section(sec), cst.wrapping_add(off as i64))
        }
        None => {
            let k = *out.index.entry(i).or_insert_with(|| {
                out.symbols.push(Symbol {
                    name: a.syms[i].name.clone(),
                    value: SymValue::Undefined,
                    binding: Binding::Global,
                    kind: 0,
                    size: 0,
                    visibility: 0,
                });
                out.symbols.len() - 1
            });
            (RelocTarget::Symbol(k), cst)
        }
    };
    a.sections[f.sec].relocs.push(Reloc {
        offset: f.offset,
        kind,
        target,
        addend,
    });
}
