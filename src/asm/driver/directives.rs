//! The directive dispatch: which function reads each directive, and the few
//! directives that are a line or two of their own (messages, `.file`,
//! `.amdgcn_target`, `.amdgpu_metadata`). docs/assembler.md lists them all.

use super::Asm;
use crate::asm::expr::Cursor;
use crate::asm::lexer::Tok;
use crate::asm::Res;
use crate::isa::Arch;

impl Asm {
    /// Reads directive `d` (lower-cased) whose arguments are in `c`.
    pub(super) fn directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
        match d {
            ".text" | ".data" | ".bss" | ".rodata" => {
                self.no_more(c)?;
                self.switch_section(d, None, None, 0)
            }
            ".section" => self.section_directive(c),
            ".pushsection" => self.push_section(c),
            ".popsection" => self.pop_section(c, col + d.len()),
            ".previous" => self.previous_section(c),
            ".byte" => self.data(c, 1),
            ".short" | ".2byte" | ".value" => self.data(c, 2),
            ".long" | ".int" | ".4byte" => self.data(c, 4),
            ".quad" | ".8byte" => self.data(c, 8),
            ".zero" | ".space" | ".skip" => self.space(c),
            ".fill" => self.fill(c),
            ".ascii" | ".asciz" | ".string" => self.ascii(c, d != ".ascii"),
            // On AMDGPU `.align` counts bytes, like `.balign`.
            ".p2align" | ".align" | ".balign" => self.align(c, d == ".p2align", col),
            ".org" => self.org(c, col),
            ".set" | ".equ" | ".equiv" => {
                let (name, ncol) = self.name_arg(c)?;
                c.expect(',', "after the symbol name")?;
                self.assign(&name, ncol, c, d == ".equiv")
            }
            ".globl" | ".global" | ".weak" | ".local" => self.binding(c, d),
            ".hidden" | ".protected" | ".internal" => self.visibility(c, d),
            ".type" => self.type_directive(c),
            ".size" => self.size_directive(c),
            ".ident" => self.ident(c, col),
            ".file" => file_directive(c, col),
            ".loc" | ".loc_mark_labels" => Err((col, debug_info_unsupported(d))),
            _ if d.starts_with(".cfi_") => Err((
                col,
                format!(
                    "`{d}` is not supported: llvm-mc writes call frame information \
                     (an `.eh_frame` section) for it, which gcnjit does not produce"
                ),
            )),
            ".addrsig" => {
                self.no_more(c)?;
                self.addrsig = true;
                Ok(())
            }
            ".addrsig_sym" => self.addrsig_sym(c),
            ".amdgcn_target" => self.amdgcn_target(c, col),
            ".amdhsa_kernel" => {
                self.arch_open = false;
                crate::asm::kernel::begin(self, c, col)
            }
            ".amdgpu_metadata" => crate::asm::metadata::directive(self, c, col),
            _ => self.conditional_directive(d, col, c),
        }
    }

    /// Repetition, macros, includes and messages; anything else is unknown.
    pub(super) fn flow_directive(&mut self, d: &str, col: usize, c: &mut Cursor) -> Res<()> {
        match d {
            ".rept" => self.rept(c, col),
            ".irp" | ".irpc" => self.irp(c, d == ".irpc", col),
            ".endr" => Err((col + 5, "unmatched '.endr' directive".into())),
            ".macro" => self.define_macro(c, col),
            ".endm" | ".endmacro" => Err((
                col + d.len(),
                format!("unexpected '{d}' in file, no current macro definition"),
            )),
            ".exitm" => self.exit_macro(col),
            ".purgem" => self.purge_macro(c),
            ".include" => self.include(c, col),
            ".incbin" => self.incbin(c, col),
            ".error" | ".err" => Err((col, self.message(c, ".error")?)),
            ".warning" => {
                let msg = self.message(c, ".warning")?;
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

    /// The text of `.error`/`.warning`: its string, or llvm-mc's default.
    fn message(&self, c: &mut Cursor, d: &str) -> Res<String> {
        Ok(if c.at_end() {
            format!("{d} directive invoked in source file")
        } else {
            String::from_utf8_lossy(&self.string_arg(c)?).into_owned()
        })
    }

    /// `.amdgcn_target "amdgcn-amd-amdhsa--PROCESSOR[:sramecc±][:xnack±]"`:
    /// the processor and target features the ELF header records. It must
    /// belong to the generation being assembled, unless none was given and
    /// no instruction came before it: then it chooses the generation.
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
        check_features(cpu).map_err(|m| (tcol, format!("target `{t}`: {m}")))?;
        if arch != self.arch && self.arch_open {
            self.arch = arch;
        } else if arch != self.arch {
            let why = if self.opts.arch_from_target {
                " (instructions before it were assembled for the default generation: put .amdgcn_target first)"
            } else {
                ""
            };
            return Err((
                tcol,
                format!(
                    ".amdgcn_target {t} does not match the generation being assembled ({}){why}",
                    self.arch
                ),
            ));
        }
        self.arch_open = false;
        let want = self
            .cpu
            .clone()
            .unwrap_or_else(|| self.arch.llvm_cpu().to_string());
        if crate::asm::elf::mach(base) != crate::asm::elf::mach(&want) && self.opts.cpu.is_some() {
            return Err((
                col,
                format!(".amdgcn_target {t} does not match the processor {want}"),
            ));
        }
        self.cpu = Some(cpu.to_string());
        let now = self.target().features;
        match self.features_used {
            Some(used) if used != now => Err((
                tcol,
                format!(
                    ".amdgcn_target {t} comes after instructions assembled for processor features {used}, and {base} has {now}: put .amdgcn_target first or give --arch {base}"
                ),
            )),
            _ => Ok(()),
        }
    }
}

/// Checks the target features after a processor name: `sramecc` then
/// `xnack`, each `+` or `-`, and only those the processor has (llvm-mc 14's
/// target id form).
fn check_features(cpu: &str) -> Result<(), String> {
    let (xnack, sramecc) = crate::asm::elf::has_features(cpu);
    let mut next = 0;
    for f in cpu.split(':').skip(1) {
        let (name, has, order) = match f {
            "sramecc+" | "sramecc-" => ("sramecc", sramecc, 1),
            "xnack+" | "xnack-" => ("xnack", xnack, 2),
            _ => {
                return Err(format!(
                    "unknown target feature `{f}` (expected sramecc+/- or xnack+/-)"
                ))
            }
        };
        if !has {
            return Err(format!("the processor does not support {name}"));
        }
        if order <= next {
            return Err(format!(
                "target feature `{f}` out of place (sramecc comes before xnack, each once)"
            ));
        }
        next = order;
    }
    Ok(())
}

/// `.file "name"` writes nothing in llvm-mc; `.file N "name"` starts DWARF
/// line information (a `.debug_line` section), which gcnjit does not write:
/// refused rather than dropped.
fn file_directive(c: &mut Cursor, col: usize) -> Res<()> {
    if let Some(Tok::Int(_)) = c.peek_tok() {
        return Err((col, debug_info_unsupported(".file N")));
    }
    while !c.at_end() {
        c.advance();
    }
    Ok(())
}

/// The message for directives that would make llvm-mc write DWARF line
/// information (docs/assembler.md, "Debug information").
fn debug_info_unsupported(d: &str) -> String {
    format!(
        "`{d}` is not supported: llvm-mc writes DWARF line information \
         (a `.debug_line` section) for it, which gcnjit does not produce"
    )
}
