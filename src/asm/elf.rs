//! [`Object`] -> an ELF64 relocatable AMDGPU file, with the header fields,
//! sections, symbols and RELA relocations llvm-mc 14 writes
//! (`docs/assembler.md`). Section and string-table order may differ from
//! llvm-mc's; their contents do not.

use super::{Binding, Object, RelocTarget, SectionKind, SymValue};
use object::elf;
use object::write::elf::{FileHeader, Rel, SectionHeader, SectionIndex, Sym, SymbolIndex, Writer};
use object::write::StringId;

/// `EF_AMDGPU_MACH` of a processor name, as llvm-mc writes it (0 if unknown);
/// target features after the name (`gfx906:xnack-`) do not change it.
pub fn mach(cpu: &str) -> u32 {
    match cpu.split(':').next().unwrap_or(cpu) {
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

/// Whether processor `cpu` has the XNACK and SRAMECC target features (the
/// ones whose setting code object v4 records in `e_flags`).
pub fn has_features(cpu: &str) -> (bool, bool) {
    let m = mach(cpu);
    let xnack = matches!(
        m,
        0x28 | 0x2b | 0x2c | 0x2d | 0x2e | 0x2f | 0x30 | 0x31 | 0x32
    );
    (xnack, matches!(m, 0x2f | 0x30))
}

/// `e_flags` llvm-mc writes for target `cpu` (a processor name, optionally
/// with `:sramecc±` / `:xnack±` as `.amdgcn_target` gives them) with code
/// object v4 and later: the machine, plus each feature the processor has as
/// "any" (0x100 XNACK, 0x400 SRAMECC) unless the target sets it off (0x200,
/// 0x800) or on (0x300, 0xc00).
pub fn e_flags(cpu: &str, code_object_version: u32) -> u32 {
    let m = mach(cpu);
    if code_object_version < 4 {
        return m;
    }
    let (xnack, sramecc) = has_features(cpu);
    let setting = |name: &str, any: u32| {
        let mut v = any;
        for f in cpu.split(':').skip(1) {
            match f.strip_prefix(name) {
                Some("-") => v = any * 2,
                Some("+") => v = any * 3,
                _ => {}
            }
        }
        v
    };
    m | if xnack { setting("xnack", 0x100) } else { 0 }
        | if sramecc {
            setting("sramecc", 0x400)
        } else {
            0
        }
}

/// Where each part of the file went: the indices and names reserved for
/// sections and symbols, the order symbols are written in, and the file
/// offsets of section contents and relocations.
struct Layout {
    /// Per section: its index and name.
    sections: Vec<(SectionIndex, StringId)>,
    /// Per section: the name of its `.rela` section, if it has relocations.
    relas: Vec<Option<StringId>>,
    symtab: SectionIndex,
    /// Per section: its section symbol, if it has one.
    section_symbols: Vec<Option<SymbolIndex>>,
    /// Per symbol: its index and name.
    symbols: Vec<(SymbolIndex, Option<StringId>)>,
    /// Symbols in file order: locals first, as ELF requires.
    order: Vec<usize>,
    num_local: u32,
    /// Per section: the file offsets of its contents and relocations.
    offsets: Vec<(usize, usize)>,
    /// The `.llvm_addrsig` section: index, name, contents and file offset.
    addrsig: Option<(SectionIndex, StringId, Vec<u8>, usize)>,
}

/// `SHT_LLVM_ADDRSIG`: the address-significance table llvm-mc writes for
/// `.addrsig` (docs/assembler.md, "Compiler output").
pub const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;
/// `SHF_EXCLUDE`: the linker drops the section from its output.
pub const SHF_EXCLUDE: u64 = 0x8000_0000;

/// The ELF file of `obj`.
pub fn write(obj: &Object) -> Result<Vec<u8>, String> {
    // ELF string tables end names with a NUL byte (the assembler refuses
    // such names where it reads them; an object built another way is
    // refused here rather than written wrong).
    let names = obj.sections.iter().map(|s| ("section", s.name.as_str()));
    let syms = obj.symbols.iter().map(|s| ("symbol", s.name.as_str()));
    if let Some((what, name)) = names.chain(syms).find(|(_, n)| n.contains('\0')) {
        return Err(format!("{what} name {name:?} contains a NUL byte"));
    }
    let mut buf = Vec::new();
    let mut w = Writer::new(object::Endianness::Little, true, &mut buf);
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
    let sym_names: Vec<Vec<u8>> = obj
        .symbols
        .iter()
        .map(|s| s.name.as_bytes().to_vec())
        .collect();
    let layout = reserve(&mut w, obj, &names, &rela_names, &sym_names);
    let code_object_version = obj.code_object_version;
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
    write_contents(&mut w, obj, &layout);
    if let Some((_, _, data, _)) = &layout.addrsig {
        w.write(data);
    }
    write_symbols(&mut w, obj, &layout);
    w.write_strtab();
    w.write_shstrtab();
    write_section_headers(&mut w, obj, &layout);
    Ok(buf)
}

/// Reserves every index, name and byte range of the file, in the order the
/// writer requires.
fn reserve<'a>(
    w: &mut Writer<'a>,
    obj: &Object,
    names: &'a [Vec<u8>],
    rela_names: &'a [Vec<u8>],
    sym_names: &'a [Vec<u8>],
) -> Layout {
    w.reserve_file_header();
    w.reserve_null_section_index();
    let _ = w.reserve_strtab_section_index();
    let mut sections = Vec::new();
    let mut relas = Vec::new();
    for (k, s) in obj.sections.iter().enumerate() {
        let name = w.add_section_name(&names[k]);
        sections.push((w.reserve_section_index(), name));
        relas.push(if s.relocs.is_empty() {
            None
        } else {
            let name = w.add_section_name(&rela_names[k]);
            w.reserve_section_index();
            Some(name)
        });
    }
    let addrsig_index = obj.addrsig.as_ref().map(|_| {
        (
            w.reserve_section_index(),
            w.add_section_name(b".llvm_addrsig"),
        )
    });
    let symtab = w.reserve_symtab_section_index();
    let _ = w.reserve_shstrtab_section_index();

    // Symbols: null, section symbols, locals, then globals and weaks.
    w.reserve_null_symbol_index();
    let mut section_symbols = vec![None; obj.sections.len()];
    for &s in &obj.section_symbols {
        section_symbols[s] = Some(w.reserve_symbol_index(Some(sections[s].0)));
    }
    let mut order: Vec<usize> = (0..obj.symbols.len())
        .filter(|&i| obj.symbols[i].binding == Binding::Local)
        .collect();
    let num_local = 1 + obj.section_symbols.len() as u32 + order.len() as u32;
    order.extend((0..obj.symbols.len()).filter(|&i| obj.symbols[i].binding != Binding::Local));
    let mut symbols = vec![(SymbolIndex(0), None); obj.symbols.len()];
    for &i in &order {
        let name = Some(w.add_string(&sym_names[i]));
        let sec = match obj.symbols[i].value {
            SymValue::Section(k, _) => Some(sections[k].0),
            _ => None,
        };
        symbols[i] = (w.reserve_symbol_index(sec), name);
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
    let addrsig = addrsig_index.map(|(index, name)| {
        let data = addrsig_contents(obj, &section_symbols, &symbols);
        let off = w.reserve(data.len(), 1);
        (index, name, data, off)
    });
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();
    Layout {
        sections,
        relas,
        symtab,
        section_symbols,
        symbols,
        order,
        num_local,
        offsets,
        addrsig,
    }
}

/// The `.llvm_addrsig` contents: the symbol-table index of each entry as
/// ULEB128, in order.
fn addrsig_contents(
    obj: &Object,
    section_symbols: &[Option<SymbolIndex>],
    symbols: &[(SymbolIndex, Option<StringId>)],
) -> Vec<u8> {
    let mut out = Vec::new();
    for t in obj.addrsig.iter().flatten() {
        let mut v = match *t {
            RelocTarget::Section(k) => section_symbols[k].map_or(0, |i| i.0),
            RelocTarget::Symbol(k) => symbols[k].0 .0,
        };
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    out
}

/// Each section's bytes and its relocations.
fn write_contents(w: &mut Writer, obj: &Object, layout: &Layout) {
    for s in &obj.sections {
        if s.kind != SectionKind::Nobits {
            w.write_align(s.align.max(1) as usize);
            w.write(&s.data);
        }
        if s.relocs.is_empty() {
            continue;
        }
        w.write_align_relocation();
        for r in &s.relocs {
            let r_sym = match r.target {
                RelocTarget::Section(t) => layout.section_symbols[t].map_or(0, |i| i.0),
                RelocTarget::Symbol(t) => layout.symbols[t].0 .0,
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
}

/// The symbol table: the null symbol, section symbols, then `layout.order`.
fn write_symbols(w: &mut Writer, obj: &Object, layout: &Layout) {
    w.write_null_symbol();
    for &s in &obj.section_symbols {
        w.write_symbol(&Sym {
            name: None,
            section: Some(layout.sections[s].0),
            st_info: elf::STT_SECTION,
            st_other: 0,
            st_shndx: 0,
            st_value: 0,
            st_size: 0,
        });
    }
    for &i in &layout.order {
        let s = &obj.symbols[i];
        let bind = match s.binding {
            Binding::Local => elf::STB_LOCAL,
            Binding::Global => elf::STB_GLOBAL,
            Binding::Weak => elf::STB_WEAK,
        };
        let (section, shndx, value) = match s.value {
            SymValue::Section(k, off) => (Some(layout.sections[k].0), 0, off),
            SymValue::Absolute(v) => (None, elf::SHN_ABS, v as u64),
            SymValue::Undefined => (None, elf::SHN_UNDEF, 0),
        };
        w.write_symbol(&Sym {
            name: layout.symbols[i].1,
            section,
            st_info: (bind << 4) | s.kind,
            st_other: s.visibility,
            st_shndx: shndx,
            st_value: value,
            st_size: s.size,
        });
    }
}

/// The section headers, each section followed by its `.rela` section.
fn write_section_headers(w: &mut Writer, obj: &Object, layout: &Layout) {
    w.write_null_section_header();
    w.write_strtab_section_header();
    for (k, s) in obj.sections.iter().enumerate() {
        let (idx, name) = layout.sections[k];
        w.write_section_header(&SectionHeader {
            name: Some(name),
            sh_type: match s.kind {
                SectionKind::Progbits => elf::SHT_PROGBITS,
                SectionKind::Nobits => elf::SHT_NOBITS,
                SectionKind::Note => elf::SHT_NOTE,
            },
            sh_flags: s.flags,
            sh_addr: 0,
            sh_offset: layout.offsets[k].0 as u64,
            sh_size: s.data.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align.max(1),
            sh_entsize: s.entsize,
        });
        if let Some(rela) = layout.relas[k] {
            let (symtab, n) = (layout.symtab, s.relocs.len());
            w.write_relocation_section_header(rela, idx, symtab, layout.offsets[k].1, n, true);
        }
    }
    if let Some((_, name, data, off)) = &layout.addrsig {
        w.write_section_header(&SectionHeader {
            name: Some(*name),
            sh_type: SHT_LLVM_ADDRSIG,
            sh_flags: SHF_EXCLUDE,
            sh_addr: 0,
            sh_offset: *off as u64,
            sh_size: data.len() as u64,
            sh_link: layout.symtab.0,
            sh_info: 0,
            sh_addralign: 1,
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(layout.num_local);
    w.write_shstrtab_section_header();
}
