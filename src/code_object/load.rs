//! Reading an AMDGPU ELF file into a [`CodeObject`]: header checks, section
//! layout, symbols, relocations and kernel descriptors.
//!
//! Layout of a relocatable object (`ET_REL`, every `sh_addr` 0), as
//! `docs/code-objects.md` documents it: the executable allocatable sections
//! first, in section header order, from address 0; then every other
//! allocatable section in section header order; each at the next multiple of
//! its `sh_addralign`. A single `.text` therefore starts at 0, as a plain
//! program does. Linked objects keep their `sh_addr`.

use super::descriptor::{self, KernelDescriptor};
use super::{CodeObject, CodeObjectError, Fault, Kernel, Section, Symbol, SymbolKind};
use crate::isa::arch::Processor;
use object::elf;
use object::read::elf::{FileHeader, Rela as _, SectionHeader, SectionTable, Sym as _};
use object::LittleEndian as LE;

type Header = elf::FileHeader64<LE>;

/// The most bytes of sections one code object may bring (a `.bss` size is
/// read from the file and must not make the loader allocate without bound).
const MAX_IMAGE: u64 = 256 << 20;

/// The widest span of addresses the executable sections may cover: the
/// program holds one decoded entry per word of it.
const MAX_CODE_SPAN: u64 = 16 << 20;

/// AMDGPU relocation types (AMDGPUUsage, "Relocation Records").
mod r {
    pub const RELATIVE64: u32 = 13;
}

struct Ctx<'a> {
    file: &'a str,
}

impl Ctx<'_> {
    fn err(&self, fault: Fault) -> CodeObjectError {
        CodeObjectError {
            file: self.file.to_string(),
            fault,
        }
    }
    fn malformed(&self, what: impl std::fmt::Display) -> CodeObjectError {
        self.err(Fault::Malformed(what.to_string()))
    }
}

pub(super) fn parse(bytes: &[u8], file: &str) -> Result<CodeObject, CodeObjectError> {
    let cx = Ctx { file };
    let (h, processor, linked) = read_header(&cx, bytes)?;
    let e_flags = h.e_flags(LE);
    let table = h.sections(LE, bytes).map_err(|e| cx.malformed(e))?;
    let headers: Vec<&elf::SectionHeader64<LE>> = table.iter().collect();
    let name_of = |s: &elf::SectionHeader64<LE>| -> String {
        table
            .section_name(LE, s)
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_else(|_| "<bad name>".to_string())
    };

    let mut sections = layout(&cx, &headers, &name_of, bytes, linked)?;
    check_overlaps(&cx, &mut sections)?;
    check_code_span(&cx, &sections)?;
    let raw_syms = read_symbols(&cx, &table, &headers, &name_of, &sections, linked, bytes)?;
    relocate(
        &cx,
        &headers,
        &name_of,
        bytes,
        linked,
        &mut sections,
        &raw_syms,
    )?;

    let symbols: Vec<Symbol> = raw_syms
        .iter()
        .filter(|s| !s.name.is_empty())
        .map(|s| Symbol {
            name: s.name.clone(),
            address: s.address,
            size: s.size,
            kind: s.kind,
            global: s.global,
            section: s.section.clone(),
        })
        .collect();
    let kernels = kernels(&cx, &symbols, &sections)?;
    let metadata = read_metadata(&cx, &headers, bytes)?;
    Ok(CodeObject {
        file: file.to_string(),
        arch: processor.arch,
        processor,
        e_flags,
        abi_version: h.e_ident().abi_version,
        linked,
        sections,
        symbols,
        kernels,
        metadata,
    })
}

/// The metadata note of the file's `SHT_NOTE` sections (loaded or not);
/// two metadata notes are an error, since which one counts is unclear.
fn read_metadata(
    cx: &Ctx,
    headers: &[&elf::SectionHeader64<LE>],
    bytes: &[u8],
) -> Result<Option<super::Metadata>, CodeObjectError> {
    let mut found = None;
    for h in headers.iter().filter(|h| h.sh_type(LE) == elf::SHT_NOTE) {
        let base = h.sh_offset(LE);
        let data = h.data(LE, bytes).map_err(|_| {
            cx.err(Fault::Metadata(super::meta::MetaError {
                at: format!("offset 0x{base:x}"),
                why: "note section runs past the end of the file".into(),
            }))
        })?;
        let m = super::meta::from_note_section(data, base, h.sh_addralign(LE))
            .map_err(|e| cx.err(Fault::Metadata(e)))?;
        if m.is_some() && found.is_some() {
            return Err(cx.err(Fault::Metadata(super::meta::MetaError {
                at: format!("offset 0x{base:x}"),
                why: "a second metadata note".into(),
            })));
        }
        found = found.or(m);
    }
    Ok(found)
}

/// The ELF header's checks: ELF64, little-endian, AMDGPU, a known processor,
/// relocatable or linked. Returns the header, the processor and whether the
/// object is linked.
fn read_header<'a>(
    cx: &Ctx,
    bytes: &'a [u8],
) -> Result<(&'a Header, Processor, bool), CodeObjectError> {
    if bytes.len() < 4 || &bytes[..4] != b"\x7fELF" {
        return Err(cx.malformed("no ELF magic"));
    }
    // EI_CLASS is byte 4 of the identification.
    match bytes.get(4) {
        Some(&elf::ELFCLASS64) => {}
        Some(_) => {
            return Err(cx.malformed("not a 64-bit ELF file (AMDGPU code objects are ELF64)"))
        }
        None => return Err(cx.malformed("truncated ELF header")),
    }
    let h = Header::parse(bytes).map_err(|e| cx.malformed(e))?;
    let endian = h.endian().map_err(|e| cx.malformed(e))?;
    if !matches!(endian, LE) {
        return Err(cx.malformed("not little-endian"));
    }
    let machine = h.e_machine(endian);
    if machine != elf::EM_AMDGPU {
        return Err(cx.err(Fault::WrongMachine(machine)));
    }
    let e_flags = h.e_flags(endian);
    let processor =
        Processor::from_mach(e_flags & 0xff).ok_or(cx.err(Fault::UnknownProcessor(e_flags)))?;
    let linked = match h.e_type(endian) {
        elf::ET_REL => false,
        elf::ET_DYN | elf::ET_EXEC => true,
        t => {
            return Err(cx.malformed(format!(
                "ELF type {t} is not a relocatable or linked object"
            )))
        }
    };
    Ok((h, processor, linked))
}

/// The executable sections must fit the program's one entry per word.
fn check_code_span(cx: &Ctx, sections: &[Section]) -> Result<(), CodeObjectError> {
    let code: Vec<&Section> = sections
        .iter()
        .filter(|s| s.executable && s.size > 0)
        .collect();
    if let (Some(first), Some(last)) = (code.first(), code.last()) {
        if last.end() - first.address > MAX_CODE_SPAN {
            return Err(cx.err(Fault::Section(
                last.name.clone(),
                format!(
                    "the executable sections span 0x{:x}..0x{:x}, more than {MAX_CODE_SPAN} bytes",
                    first.address,
                    last.end()
                ),
            )));
        }
    }
    Ok(())
}

/// Every symbol of the static table, or of the dynamic one of a stripped
/// `.hsaco`, with its address in the loaded layout.
fn read_symbols(
    cx: &Ctx,
    table: &SectionTable<Header>,
    headers: &[&elf::SectionHeader64<LE>],
    name_of: &dyn Fn(&elf::SectionHeader64<LE>) -> String,
    sections: &[Section],
    linked: bool,
    bytes: &[u8],
) -> Result<Vec<RawSym>, CodeObjectError> {
    let symtab_type = if headers.iter().any(|s| s.sh_type(LE) == elf::SHT_SYMTAB) {
        elf::SHT_SYMTAB
    } else {
        elf::SHT_DYNSYM
    };
    let symtab = table
        .symbols(LE, bytes, symtab_type)
        .map_err(|e| cx.malformed(e))?;
    let by_index = |i: usize| sections.iter().find(|s| s.index == i);
    let mut raw_syms: Vec<RawSym> = Vec::new();
    for sym in symtab.iter() {
        let name = symtab
            .symbol_name(LE, sym)
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .map_err(|e| cx.malformed(e))?;
        let shndx = sym.st_shndx(LE);
        let value = sym.st_value(LE);
        let (address, section) = match shndx {
            elf::SHN_UNDEF => (None, None),
            elf::SHN_ABS => (Some(value), None),
            elf::SHN_COMMON => (None, None),
            i => match by_index(i as usize) {
                Some(s) if linked => (Some(value), Some(s.name.clone())),
                Some(s) => (s.address.checked_add(value), Some(s.name.clone())),
                None => (None, headers.get(i as usize).map(|h| name_of(h))),
            },
        };
        raw_syms.push(RawSym {
            name,
            address,
            size: sym.st_size(LE),
            kind: match sym.st_type() {
                elf::STT_FUNC => SymbolKind::Func,
                elf::STT_OBJECT => SymbolKind::Object,
                elf::STT_NOTYPE => SymbolKind::NoType,
                t => SymbolKind::Other(t),
            },
            global: matches!(sym.st_bind(), elf::STB_GLOBAL | elf::STB_WEAK),
            section,
            defined: shndx != elf::SHN_UNDEF && shndx != elf::SHN_COMMON,
        });
    }
    Ok(raw_syms)
}

/// Applies the relocations into loaded sections (RELA only: SHT_REL, which
/// AMDGPU does not use, is an error where it would change what runs).
fn relocate(
    cx: &Ctx,
    headers: &[&elf::SectionHeader64<LE>],
    name_of: &dyn Fn(&elf::SectionHeader64<LE>) -> String,
    bytes: &[u8],
    linked: bool,
    sections: &mut [Section],
    raw_syms: &[RawSym],
) -> Result<(), CodeObjectError> {
    for rs in headers.iter().filter(|s| s.sh_type(LE) == elf::SHT_RELA) {
        let rels: &[elf::Rela64<LE>] = rs
            .data_as_array(LE, bytes)
            .map_err(|e| cx.malformed(format!("{}: {e}", name_of(rs))))?;
        if linked {
            apply_dynamic(cx, rels, sections, raw_syms)?;
            continue;
        }
        let target = rs.sh_info(LE) as usize;
        let Some(ti) = sections.iter().position(|s| s.index == target) else {
            // Relocations of sections that are not loaded (debug information)
            // cannot change what runs.
            continue;
        };
        for rel in rels {
            apply(cx, rel, ti, sections, raw_syms)?;
        }
    }
    if let Some(rs) = headers.iter().find(|s| s.sh_type(LE) == elf::SHT_REL) {
        let target = rs.sh_info(LE) as usize;
        if linked || sections.iter().any(|s| s.index == target) {
            return Err(cx.err(Fault::Section(
                name_of(rs),
                "SHT_REL relocations (without addends) are not used by AMDGPU and not supported"
                    .into(),
            )));
        }
    }
    Ok(())
}

/// A symbol as read, before unnamed ones are dropped (relocations refer to
/// them by index, section symbols included).
struct RawSym {
    name: String,
    address: Option<u64>,
    size: u64,
    kind: SymbolKind,
    global: bool,
    section: Option<String>,
    defined: bool,
}

/// Reads every allocatable section and places it (see the module comment).
fn layout(
    cx: &Ctx,
    headers: &[&elf::SectionHeader64<LE>],
    name_of: &dyn Fn(&elf::SectionHeader64<LE>) -> String,
    bytes: &[u8],
    linked: bool,
) -> Result<Vec<Section>, CodeObjectError> {
    let e = LE;
    let mut out = Vec::new();
    let mut total = 0u64;
    let alloc = |s: &&elf::SectionHeader64<LE>| s.sh_flags(e) & elf::SHF_ALLOC as u64 != 0;
    let exec = |s: &elf::SectionHeader64<LE>| s.sh_flags(e) & elf::SHF_EXECINSTR as u64 != 0;
    let order: Vec<usize> = (0..headers.len())
        .filter(|&i| alloc(&headers[i]) && exec(headers[i]))
        .chain((0..headers.len()).filter(|&i| alloc(&headers[i]) && !exec(headers[i])))
        .collect();
    let mut next = 0u64;
    for i in order {
        let h = headers[i];
        let name = name_of(h);
        let bad = |why: String| cx.err(Fault::Section(name.clone(), why));
        let size = h.sh_size(e);
        let align = h.sh_addralign(e).max(1);
        if !align.is_power_of_two() {
            return Err(bad(format!("alignment {align} is not a power of two")));
        }
        total = total.saturating_add(size);
        if total > MAX_IMAGE {
            return Err(bad(format!(
                "size {size} makes the sections larger than {MAX_IMAGE} bytes"
            )));
        }
        let nobits = h.sh_type(e) == elf::SHT_NOBITS;
        let data = if nobits {
            vec![0; size as usize]
        } else {
            h.data(e, bytes)
                .map_err(|_| {
                    bad(format!(
                        "{size} bytes at file offset {} run past the end of the file",
                        h.sh_offset(e)
                    ))
                })?
                .to_vec()
        };
        let address = if linked {
            h.sh_addr(e)
        } else {
            let a = next
                .checked_add(align - 1)
                .map(|a| a & !(align - 1))
                .ok_or_else(|| bad("does not fit in the address space".into()))?;
            next = a
                .checked_add(size)
                .ok_or_else(|| bad("does not fit in the address space".into()))?;
            a
        };
        if address.checked_add(size).is_none() {
            return Err(bad(format!("0x{address:x}+{size} wraps the address space")));
        }
        let executable = exec(h);
        if executable && (!address.is_multiple_of(4) || !size.is_multiple_of(4)) {
            return Err(bad(format!(
                "code at 0x{address:x} of {size} bytes is not whole 4-byte words"
            )));
        }
        out.push(Section {
            name,
            index: i,
            address,
            size,
            align,
            executable,
            writable: h.sh_flags(e) & elf::SHF_WRITE as u64 != 0,
            nobits,
            data,
        });
    }
    Ok(out)
}

/// Sorts sections by address; two that share a byte are an error.
fn check_overlaps(cx: &Ctx, sections: &mut [Section]) -> Result<(), CodeObjectError> {
    sections.sort_by_key(|s| (s.address, s.index));
    let mut last: Option<&Section> = None;
    for s in sections.iter().filter(|s| s.size > 0) {
        if let Some(p) = last {
            if s.address < p.end() {
                return Err(cx.err(Fault::Overlap(p.name.clone(), s.name.clone())));
            }
        }
        last = Some(s);
    }
    Ok(())
}

/// Applies one relocation of a relocatable object to section `ti`.
fn apply(
    cx: &Ctx,
    rel: &elf::Rela64<LE>,
    ti: usize,
    sections: &mut [Section],
    syms: &[RawSym],
) -> Result<(), CodeObjectError> {
    let e = LE;
    let offset = rel.r_offset(e);
    let sym_index = rel.r_sym(e, false) as usize;
    let kind = rel.r_type(e, false);
    let addend = rel.r_addend(e);
    let sym = syms.get(sym_index);
    let sym_name = match sym {
        Some(s) if !s.name.is_empty() => s.name.clone(),
        Some(s) => s
            .section
            .clone()
            .unwrap_or_else(|| format!("symbol {sym_index}")),
        None => format!("symbol {sym_index}"),
    };
    let section = sections[ti].name.clone();
    let fail = |why: String| {
        cx.err(Fault::Relocation {
            section: section.clone(),
            offset,
            symbol: sym_name.clone(),
            why,
        })
    };
    let s = match sym {
        None if sym_index == 0 => 0,
        None => return Err(fail("symbol index out of the symbol table".into())),
        Some(s) if !s.defined => return Err(fail("the symbol is not defined in this file".into())),
        Some(s) => s
            .address
            .ok_or_else(|| fail("the symbol is not in a loaded section".into()))?,
    };
    let p = sections[ti].address.wrapping_add(offset);
    let sa = s.wrapping_add(addend as u64);
    // Branch relocations (SOPP) are never left in an object by llvm-mc.
    let (value, width) = match crate::asm::RelocKind::from_elf(kind) {
        Some(k) if k != crate::asm::RelocKind::Rel16 => k.resolve(sa, p).map_err(&fail)?,
        _ => {
            return Err(fail(format!(
                "relocation type {kind} cannot be resolved inside the file"
            )))
        }
    };
    write_at(&mut sections[ti], offset, value, width).map_err(fail)
}

/// Applies the dynamic relocations of a linked object loaded at its own
/// addresses: `R_AMDGPU_RELATIVE64` is the addend itself; anything else
/// needs another file.
fn apply_dynamic(
    cx: &Ctx,
    rels: &[elf::Rela64<LE>],
    sections: &mut [Section],
    syms: &[RawSym],
) -> Result<(), CodeObjectError> {
    let e = LE;
    for rel in rels {
        let addr = rel.r_offset(e);
        let sym_index = rel.r_sym(e, false) as usize;
        let fail = |why: String| {
            cx.err(Fault::Relocation {
                section: "dynamic".into(),
                offset: addr,
                symbol: syms
                    .get(sym_index)
                    .map(|s| s.name.clone())
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| format!("symbol {sym_index}")),
                why,
            })
        };
        if rel.r_type(e, false) != r::RELATIVE64 {
            return Err(fail(format!(
                "dynamic relocation type {} cannot be resolved inside the file",
                rel.r_type(e, false)
            )));
        }
        let Some(s) = sections
            .iter_mut()
            .find(|s| addr >= s.address && addr < s.end())
        else {
            return Err(fail("address is in no loaded section".into()));
        };
        let off = addr - s.address;
        write_at(s, off, rel.r_addend(e) as u64, 8).map_err(fail)?;
    }
    Ok(())
}

fn write_at(s: &mut Section, offset: u64, value: u64, width: usize) -> Result<(), String> {
    if s.nobits {
        return Err(format!("section {} has no bytes to relocate", s.name));
    }
    let end = offset
        .checked_add(width as u64)
        .filter(|&end| end <= s.data.len() as u64)
        .ok_or_else(|| {
            format!(
                "{width} bytes at 0x{offset:x} run past the end of {}",
                s.name
            )
        })?;
    s.data[offset as usize..end as usize].copy_from_slice(&value.to_le_bytes()[..width]);
    Ok(())
}

/// The kernels `NAME.kd` object symbols define, in descriptor address order.
fn kernels(
    cx: &Ctx,
    symbols: &[Symbol],
    sections: &[Section],
) -> Result<Vec<Kernel>, CodeObjectError> {
    let mut out = Vec::new();
    for s in symbols {
        let Some(name) = s.name.strip_suffix(".kd") else {
            continue;
        };
        if s.kind != SymbolKind::Object {
            continue;
        }
        let fail = |why: String| {
            cx.err(Fault::Descriptor {
                kd: s.name.clone(),
                why,
            })
        };
        let Some(kd) = s.address else {
            return Err(fail("is not defined in a loaded section".into()));
        };
        let bytes = sections
            .iter()
            .find(|sec| {
                kd >= sec.address && kd.saturating_add(descriptor::SIZE as u64) <= sec.end()
            })
            .map(|sec| &sec.data[(kd - sec.address) as usize..][..descriptor::SIZE])
            .ok_or_else(|| {
                fail(format!(
                    "its {} bytes at 0x{kd:x} are not inside one loaded section",
                    descriptor::SIZE
                ))
            })?;
        let mut b = [0u8; descriptor::SIZE];
        b.copy_from_slice(bytes);
        let descriptor = KernelDescriptor::parse(&b);
        let reserved = KernelDescriptor::reserved_nonzero(&b);
        if !reserved.is_empty() {
            return Err(fail(format!(
                "reserved bytes at offsets {reserved:?} are not zero (a descriptor layout gcnjit does not know)"
            )));
        }
        if descriptor.wavefront_size32() {
            return Err(fail(
                "enable_wavefront_size32 is set: wave32 exists from gfx10 on, not on gfx6-gfx9"
                    .into(),
            ));
        }
        let entry = kd.wrapping_add(descriptor.kernel_code_entry_byte_offset as u64);
        let in_code = sections
            .iter()
            .any(|sec| sec.executable && entry >= sec.address && entry < sec.end());
        if !in_code || !entry.is_multiple_of(4) {
            return Err(fail(format!(
                "kernel_code_entry_byte_offset {} gives entry 0x{entry:x}, which is not a 4-aligned address in executable code",
                descriptor.kernel_code_entry_byte_offset
            )));
        }
        out.push(Kernel {
            name: name.to_string(),
            descriptor,
            kd_address: kd,
            entry,
        });
    }
    out.sort_by_key(|k| k.kd_address);
    Ok(out)
}
