//! Places an [`Object`]'s sections at addresses and applies its relocations,
//! as ld.lld would for symbols defined in the file: what `gcnjit asm` prints
//! and what `gcnjit run` loads for an assembly file (`docs/assembler.md`).
//!
//! Layout: the `.text` section at the base address, then every other
//! allocated section in file order, each at the next multiple of 256 bytes
//! (or of its own alignment if larger).

use super::{Object, RelocTarget, SymValue, SHF_ALLOC};

/// An allocated section at its address, relocations applied.
#[derive(Clone, Debug)]
pub struct Placed {
    pub name: String,
    pub addr: u64,
    pub data: Vec<u8>,
    pub exec: bool,
    pub writable: bool,
}

/// Every allocated section placed; `.text` first.
#[derive(Clone, Debug)]
pub struct Linked {
    pub sections: Vec<Placed>,
    /// Symbol name -> address (placed symbols only).
    pub symbols: Vec<(String, u64)>,
}

impl Linked {
    /// The bytes of `.text` (empty when the file has none).
    pub fn text(&self) -> &[u8] {
        self.sections
            .iter()
            .find(|s| s.name == ".text")
            .map_or(&[], |s| &s.data)
    }
}

/// Places the sections from `base` and resolves every relocation; a symbol that
/// is not defined in the file is an error naming it.
pub fn link(obj: &Object, base: u64) -> Result<Linked, String> {
    let mut addr = vec![None; obj.sections.len()];
    let mut next = base;
    let text = obj.section(".text");
    let order = text
        .into_iter()
        .chain((0..obj.sections.len()).filter(|&i| Some(i) != text));
    for i in order {
        let s = &obj.sections[i];
        if s.flags & SHF_ALLOC == 0 {
            continue;
        }
        let align = s.align.max(if Some(i) == text { 1 } else { 256 });
        next = next.div_ceil(align) * align;
        addr[i] = Some(next);
        next += s.data.len() as u64;
    }
    let sym_addr = |k: usize| -> Result<u64, String> {
        let s = &obj.symbols[k];
        match s.value {
            SymValue::Section(sec, off) => addr[sec]
                .map(|a| a + off)
                .ok_or_else(|| format!("symbol `{}` is in a section that is not loaded", s.name)),
            SymValue::Absolute(v) => Ok(v as u64),
            SymValue::Undefined => Err(format!("undefined symbol `{}`", s.name)),
        }
    };
    let mut out = Vec::new();
    for (i, s) in obj.sections.iter().enumerate() {
        let Some(a) = addr[i] else { continue };
        let mut data = s.data.clone();
        for r in &s.relocs {
            let sv = match r.target {
                RelocTarget::Section(t) => addr[t].ok_or_else(|| {
                    format!(
                        "relocation against section `{}`, which is not loaded",
                        obj.sections[t].name
                    )
                })?,
                RelocTarget::Symbol(k) => sym_addr(k)?,
            };
            let s_a = sv.wrapping_add(r.addend as u64);
            let (value, width) = r.kind.resolve(s_a, a + r.offset)?;
            let o = r.offset as usize;
            data[o..o + width].copy_from_slice(&value.to_le_bytes()[..width]);
        }
        out.push(Placed {
            name: s.name.clone(),
            addr: a,
            data,
            exec: s.is_exec(),
            writable: s.flags & super::SHF_WRITE != 0,
        });
    }
    out.sort_by_key(|p| p.addr);
    let mut symbols = Vec::new();
    for (k, s) in obj.symbols.iter().enumerate() {
        if let (SymValue::Section(..), Ok(a)) = (s.value, sym_addr(k)) {
            symbols.push((s.name.clone(), a));
        }
    }
    Ok(Linked {
        sections: out,
        symbols,
    })
}
