//! [`Object`] -> an ELF64 relocatable AMDGPU file, with the header fields,
//! sections, symbols and RELA relocations llvm-mc 14 writes
//! (`docs/assembler.md`). Section and string-table order may differ from
//! llvm-mc's; their contents do not.

use super::{Binding, Object, RelocTarget, SectionKind, SymValue};
use object::elf;
use object::write::elf::{FileHeader, Rel, SectionHeader, Sym, SymbolIndex, Writer};

/// `EF_AMDGPU_MACH` of a processor name, as llvm-mc writes it (0 if unknown).
pub fn mach(cpu: &str) -> u32 {
    match cpu {
        "gfx600" | "tahiti" => 0x20,
        "gfx601" | "pitcairn" | "verde" => 0x21,
        "gfx602" | "hainan" | "oland" => 0x3a,
        "gfx700" | "kaveri" => 0x22,
        "gfx701" | "hawaii" => 0x23,
        "gfx702" => 0x24,
        "gfx703" | "kabini" | "mullins" => 0x25,
        "gfx704" | "bonaire" => 0x26,
        "gfx705" => 0x3b,
        "gfx801" | "carrizo" => 0x28,
        "gfx802" | "iceland" | "tonga" => 0x29,
        "gfx803" | "fiji" | "polaris10" | "polaris11" => 0x2a,
        "gfx805" | "tongapro" => 0x3c,
        "gfx810" | "stoney" => 0x2b,
        "gfx900" => 0x2c,
        "gfx902" => 0x2d,
        "gfx904" => 0x2e,
        "gfx906" => 0x2f,
        "gfx908" => 0x30,
        "gfx909" => 0x31,
        "gfx90c" => 0x32,
        _ => 0,
    }
}

/// `e_flags` llvm-mc writes for `cpu` with code object v4 and later: the
/// machine, plus "xnack any" where the processor has XNACK and "sramecc any"
/// where it has SRAMECC.
pub fn e_flags(cpu: &str, code_object_version: u32) -> u32 {
    let m = mach(cpu);
    let xnack = matches!(
        m,
        0x28 | 0x2b | 0x2c | 0x2d | 0x2e | 0x2f | 0x30 | 0x31 | 0x32
    );
    let sramecc = matches!(m, 0x2f | 0x30);
    if code_object_version < 4 {
        return m;
    }
    m | if xnack { 0x100 } else { 0 } | if sramecc { 0x400 } else { 0 }
}

/// The ELF file of `obj`.
pub fn write(obj: &Object) -> Result<Vec<u8>, String> {
    let code_object_version = obj.code_object_version;
    let mut buf = Vec::new();
    let mut w = Writer::new(object::Endianness::Little, true, &mut buf);
    w.reserve_file_header();
    w.reserve_null_section_index();
    let _ = w.reserve_strtab_section_index();
    let names: Vec<Vec<u8>> = obj
        .sections
        .iter()
        .map(|s| s.name.as_bytes().to_vec())
        .collect();
    let rela_names: Vec<Vec<u8>> = obj
        .sections
        .iter()
        .map(|s| format!(".rela{}", s.name).into_bytes())
        .collect();
    let mut sec_idx = Vec::new();
    let mut rela_idx = Vec::new();
    for (k, s) in obj.sections.iter().enumerate() {
        let name = w.add_section_name(&names[k]);
        sec_idx.push((w.reserve_section_index(), name));
        rela_idx.push(if s.relocs.is_empty() {
            None
        } else {
            let rn = w.add_section_name(&rela_names[k]);
            Some((w.reserve_section_index(), rn))
        });
    }
    let symtab = w.reserve_symtab_section_index();
    let _ = w.reserve_shstrtab_section_index();

    // Symbols: null, section symbols, locals, then globals and weaks.
    w.reserve_null_symbol_index();
    let mut sec_sym: Vec<Option<SymbolIndex>> = vec![None; obj.sections.len()];
    for &s in &obj.section_symbols {
        sec_sym[s] = Some(w.reserve_symbol_index(Some(sec_idx[s].0)));
    }
    let sym_names: Vec<Vec<u8>> = obj
        .symbols
        .iter()
        .map(|s| s.name.as_bytes().to_vec())
        .collect();
    let mut order: Vec<usize> = (0..obj.symbols.len())
        .filter(|&i| obj.symbols[i].binding == Binding::Local)
        .collect();
    let num_local = 1 + obj.section_symbols.len() as u32 + order.len() as u32;
    order.extend((0..obj.symbols.len()).filter(|&i| obj.symbols[i].binding != Binding::Local));
    let mut sym_idx = vec![SymbolIndex(0); obj.symbols.len()];
    let mut sym_str = vec![None; obj.symbols.len()];
    for &i in &order {
        let s = &obj.symbols[i];
        sym_str[i] = Some(w.add_string(&sym_names[i]));
        let sec = match s.value {
            SymValue::Section(k, _) => Some(sec_idx[k].0),
            _ => None,
        };
        sym_idx[i] = w.reserve_symbol_index(sec);
    }

    // Section contents and relocations.
    let mut offsets = Vec::new();
    for s in &obj.sections {
        let off = if s.kind == SectionKind::Nobits {
            w.reserved_len()
        } else {
            w.reserve(s.data.len(), s.align.max(1) as usize)
        };
        let roff = if s.relocs.is_empty() {
            0
        } else {
            w.reserve_relocations(s.relocs.len(), true)
        };
        offsets.push((off, roff));
    }
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    let abi_version = match code_object_version {
        2 | 3 => 1,
        4 => 2,
        _ => 3,
    };
    w.write_file_header(&FileHeader {
        os_abi: 64, // ELFOSABI_AMDGPU_HSA
        abi_version,
        e_type: elf::ET_REL,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: e_flags(&obj.cpu, code_object_version),
    })
    .map_err(|e| e.to_string())?;
    for (k, s) in obj.sections.iter().enumerate() {
        if s.kind != SectionKind::Nobits {
            w.write_align(s.align.max(1) as usize);
            w.write(&s.data);
        }
        if !s.relocs.is_empty() {
            w.write_align_relocation();
            for r in &s.relocs {
                let r_sym = match r.target {
                    RelocTarget::Section(t) => sec_sym[t].map_or(0, |i| i.0),
                    RelocTarget::Symbol(t) => sym_idx[t].0,
                };
                w.write_relocation(
                    true,
                    &Rel {
                        r_offset: r.offset,
                        r_sym,
                        r_type: r.kind as u32,
                        r_addend: r.addend,
                    },
                );
            }
        }
        let _ = k;
    }
    w.write_null_symbol();
    for &s in &obj.section_symbols {
        w.write_symbol(&Sym {
            name: None,
            section: Some(sec_idx[s].0),
            st_info: elf::STT_SECTION,
            st_other: 0,
            st_shndx: 0,
            st_value: 0,
            st_size: 0,
        });
    }
    for &i in &order {
        let s = &obj.symbols[i];
        let bind = match s.binding {
            Binding::Local => elf::STB_LOCAL,
            Binding::Global => elf::STB_GLOBAL,
            Binding::Weak => elf::STB_WEAK,
        };
        let (section, shndx, value) = match s.value {
            SymValue::Section(k, off) => (Some(sec_idx[k].0), 0, off),
            SymValue::Absolute(v) => (None, elf::SHN_ABS, v as u64),
            SymValue::Undefined => (None, elf::SHN_UNDEF, 0),
        };
        w.write_symbol(&Sym {
            name: sym_str[i],
            section,
            st_info: (bind << 4) | s.kind,
            st_other: s.visibility,
            st_shndx: shndx,
            st_value: value,
            st_size: s.size,
        });
    }
    w.write_strtab();
    w.write_shstrtab();
    w.write_null_section_header();
    w.write_strtab_section_header();
    for (k, s) in obj.sections.iter().enumerate() {
        let (idx, name) = sec_idx[k];
        let _ = idx;
        w.write_section_header(&SectionHeader {
            name: Some(name),
            sh_type: match s.kind {
                SectionKind::Progbits => elf::SHT_PROGBITS,
                SectionKind::Nobits => elf::SHT_NOBITS,
                SectionKind::Note => elf::SHT_NOTE,
            },
            sh_flags: s.flags,
            sh_addr: 0,
            sh_offset: offsets[k].0 as u64,
            sh_size: s.data.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align.max(1),
            sh_entsize: s.entsize,
        });
        if let Some((ri, rn)) = rela_idx[k] {
            let _ = ri;
            w.write_relocation_section_header(rn, idx, symtab, offsets[k].1, s.relocs.len(), true);
        }
    }
    w.write_symtab_section_header(num_local);
    w.write_shstrtab_section_header();
    Ok(buf)
}
