//! What two ELF objects are compared by: the assembler's tests against
//! llvm-mc (tests/asm_files.rs, tests/asm_compiler_output.rs) share it.

use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget, SectionKind};

/// Everything compared, as sorted lines of text.
pub fn describe(bytes: &[u8]) -> Vec<String> {
    let f = object::File::parse(bytes).expect("an ELF file");
    let mut out = Vec::new();
    if let object::FileFlags::Elf {
        os_abi,
        abi_version,
        e_flags,
    } = f.flags()
    {
        out.push(format!(
            "header os_abi={os_abi} abi_version={abi_version} e_flags={e_flags:#x}"
        ));
    }
    let sec_name = |i: object::SectionIndex| {
        f.section_by_index(i)
            .ok()
            .and_then(|s| s.name().ok().map(str::to_string))
            .unwrap_or_default()
    };
    out.extend(addrsig(bytes));
    for s in f.sections() {
        let name = s.name().unwrap_or("").to_string();
        if matches!(
            s.kind(),
            SectionKind::Metadata
                | SectionKind::Linker
                | SectionKind::Unknown
                | SectionKind::Elf(SHT_LLVM_ADDRSIG)
        ) || name.is_empty()
            || name.ends_with("strtab")
            || name == ".symtab"
            || name.starts_with(".rela")
        {
            continue;
        }
        let object::SectionFlags::Elf { sh_flags } = s.flags() else {
            continue;
        };
        let data = if s.kind() == SectionKind::UninitializedData {
            format!("nobits size {}", s.size())
        } else {
            s.data()
                .unwrap()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        };
        out.push(format!(
            "section {name} kind={:?} flags={sh_flags:#x} align={} {data}",
            s.kind(),
            s.align()
        ));
        for (off, r) in s.relocations() {
            let target = match r.target() {
                RelocationTarget::Symbol(i) => {
                    let sym = f.symbol_by_index(i).unwrap();
                    if sym.kind() == object::SymbolKind::Section {
                        format!(
                            "section {}",
                            sym.section_index().map(sec_name).unwrap_or_default()
                        )
                    } else {
                        sym.name().unwrap().to_string()
                    }
                }
                t => format!("{t:?}"),
            };
            let object::RelocationFlags::Elf { r_type } = r.flags() else {
                continue;
            };
            out.push(format!(
                "reloc {name}+{off:#x} type={r_type} {target} {:+}",
                r.addend()
            ));
        }
    }
    for s in f.symbols() {
        let object::SymbolFlags::Elf { st_info, st_other } = s.flags() else {
            continue;
        };
        let name = if s.kind() == object::SymbolKind::Section {
            format!(
                "[section {}]",
                s.section_index().map(sec_name).unwrap_or_default()
            )
        } else {
            s.name().unwrap().to_string()
        };
        let section = match s.section() {
            object::SymbolSection::Section(i) => sec_name(i),
            other => format!("{other:?}"),
        };
        out.push(format!(
            "symbol {name} in {section} value={:#x} size={} info={st_info:#x} other={st_other:#x}",
            s.address(),
            s.size()
        ));
    }
    out.sort();
    out
}

/// What differs between two descriptions of `path`'s object: the lines only
/// llvm-mc's has and the lines only gcnjit's has.
pub fn difference(path: &std::path::Path, theirs: &[String], ours: &[String]) -> String {
    let only_theirs: Vec<_> = theirs.iter().filter(|l| !ours.contains(l)).collect();
    let only_ours: Vec<_> = ours.iter().filter(|l| !theirs.contains(l)).collect();
    format!(
        "{}:\n  llvm-mc only: {only_theirs:#?}\n  gcnjit only: {only_ours:#?}",
        path.display()
    )
}

/// Fails listing every file whose objects differ (`failures`, of `total`).
pub fn assert_all_agree(failures: &[String], total: usize) {
    assert!(
        failures.is_empty(),
        "{} of {} files differ:\n{}",
        failures.len(),
        total,
        failures.join("\n")
    );
}

/// `SHT_LLVM_ADDRSIG`, the type of `.llvm_addrsig`.
const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;

/// The `.llvm_addrsig` sections: name, flags, alignment, entry size, the
/// section `sh_link` names, and the symbols their ULEB128 indices name (by
/// name, so that the two files' symbol orders may differ).
pub fn addrsig(bytes: &[u8]) -> Vec<String> {
    use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
    let f = ElfFile64::<object::LittleEndian>::parse(bytes).expect("an ELF64 file");
    let e = f.endian();
    let headers = f.elf_header().section_headers(e, bytes).unwrap();
    let shstr = f.elf_header().section_strings(e, bytes, headers).unwrap();
    let name_of = |h: &object::elf::SectionHeader64<object::LittleEndian>| {
        String::from_utf8_lossy(h.name(e, shstr).unwrap()).into_owned()
    };
    let sym_name = |i: u64| match f.symbol_by_index(object::SymbolIndex(i as usize)) {
        Ok(s) if s.kind() == object::SymbolKind::Section => {
            let sec = s
                .section_index()
                .map(|k| name_of(&headers[k.0]))
                .unwrap_or_default();
            format!("[section {sec}]")
        }
        Ok(s) => s.name().unwrap().to_string(),
        Err(_) => format!("[no symbol {i}]"),
    };
    let mut out = Vec::new();
    for h in headers.iter().filter(|h| h.sh_type(e) == SHT_LLVM_ADDRSIG) {
        let data = h.data(e, bytes).unwrap();
        let (mut names, mut v, mut shift) = (Vec::new(), 0u64, 0);
        for &b in data {
            v |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                names.push(sym_name(v));
                (v, shift) = (0, 0);
            }
        }
        if shift != 0 {
            names.push("[truncated ULEB128]".into());
        }
        out.push(format!(
            "addrsig {} flags={:#x} align={} entsize={} link={} symbols={names:?}",
            name_of(h),
            h.sh_flags(e),
            h.sh_addralign(e),
            h.sh_entsize(e),
            name_of(&headers[h.sh_link(e) as usize]),
        ));
    }
    out
}
