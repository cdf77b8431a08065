//! `.addrsig_sym` symbols after the last statement: which symbol-table entry
//! each one names, for the `.llvm_addrsig` section `.addrsig` asks for
//! (docs/assembler.md, "Compiler output"). llvm-mc's rules: a temporary
//! (`.L`) symbol in a section stands for that section's symbol, a section's
//! own name too; any other symbol is written to the table, even a temporary
//! one outside sections, and an undefined one as an undefined global.

use super::driver::{Asm, Def};
use super::resolve::{err_at, eval, placed, Table};
use super::{AsmError, RelocTarget};
use std::collections::HashSet;

/// The section a symbol is in: a label, or a `.set` of a label plus a constant.
fn section_of(a: &Asm, i: usize) -> Option<usize> {
    match &a.syms[i].def {
        Def::Label(s, _) => Some(*s),
        Def::Var(e, None) => {
            let v = eval(a, e, 0).ok()?;
            match (v.add, v.sub) {
                (Some(x), None) => placed(a, x).map(|(s, _)| s),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The section an `.addrsig_sym` symbol stands for, if it is one.
fn section_symbol(a: &Asm, i: usize) -> Option<usize> {
    let s = &a.syms[i];
    if s.def == Def::None {
        a.sections.iter().position(|x| x.name == s.name)
    } else if s.temp {
        section_of(a, i)
    } else {
        None
    }
}

/// Before the symbol table is built: an undefined `.addrsig_sym` symbol
/// becomes an undefined global, an undefined temporary one is an error, and
/// a temporary one outside any section must be written to the table (the
/// returned set, which the table takes although it skips temporaries).
pub(crate) fn prepare(a: &mut Asm) -> Result<HashSet<usize>, AsmError> {
    let mut forced = HashSet::new();
    for k in 0..a.addrsig_syms.len() {
        let i = a.addrsig_syms[k].0;
        if section_symbol(a, i).is_some() {
            continue;
        }
        let s = &a.syms[i];
        if s.def != Def::None {
            if s.temp {
                forced.insert(i);
            }
            continue;
        }
        if s.temp {
            let p = &a.addrsig_syms[k].1;
            let m = format!("undefined temporary symbol `{}`", s.name);
            return Err(err_at(&p.file, p.line, p.col, m));
        }
        a.syms[i].used = true;
    }
    Ok(forced)
}

/// The `.llvm_addrsig` entries (`None` without `.addrsig`). Sections named
/// go to `out.section_symbols` either way, as llvm-mc writes their symbols.
pub(crate) fn targets(a: &Asm, out: &mut Table) -> Result<Option<Vec<RelocTarget>>, AsmError> {
    let mut list = Vec::new();
    for (i, p) in &a.addrsig_syms {
        if let Some(k) = section_symbol(a, *i) {
            out.section_symbols.push(k);
            list.push(RelocTarget::Section(k));
            continue;
        }
        match out.index.get(i) {
            Some(&k) => list.push(RelocTarget::Symbol(k)),
            // A `.set` of an undefined symbol: llvm-mc writes it as an
            // undefined symbol of its own name; gcnjit's table leaves such
            // aliases out, so this is refused rather than written wrong.
            None => {
                let m = format!(
                    "`.addrsig_sym {}`: the symbol is set to an undefined symbol, \
                     which gcnjit does not write to the symbol table",
                    a.syms[*i].name
                );
                return Err(err_at(&p.file, p.line, p.col, m));
            }
        }
    }
    Ok(a.addrsig.then_some(list))
}
