//! The vocabulary of the opcode table (`opcodes.rs`) and the macro that expands
//! the table into the `Opcode` enum, its per-row information and the reverse
//! lookups that the decoder and the assembler need.

use super::arch::Arch;
use super::target::{Features, Target};

/// Instruction encoding family. Scalar memory is one family here: the words are
/// SMRD on gfx6/7 and SMEM on gfx8/9 and the row gives both opcode numbers.
///
/// Vector rows name the family of their native encoding: a VOP1, VOP2 or VOPC
/// row can also be written in the VOP3 encoding (`_e64`, its number derived by
/// [`vop3_number`]) and on gfx8/gfx9 with a DPP or SDWA extension word; the
/// FLAT rows of gfx9 are split by the segment field into FLAT, GLOBAL and
/// SCRATCH rows (docs/isa.md, vector encodings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Smem,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    Vintrp,
    Ds,
    Mubuf,
    Mtbuf,
    Mimg,
    Exp,
    Flat,
    Global,
    Scratch,
}

impl Format {
    pub const ALL: [Format; 20] = [
        Format::Sop2,
        Format::Sopk,
        Format::Sop1,
        Format::Sopc,
        Format::Sopp,
        Format::Smem,
        Format::Vop1,
        Format::Vop2,
        Format::Vopc,
        Format::Vop3,
        Format::Vop3p,
        Format::Vintrp,
        Format::Ds,
        Format::Mubuf,
        Format::Mtbuf,
        Format::Mimg,
        Format::Exp,
        Format::Flat,
        Format::Global,
        Format::Scratch,
    ];

    /// A vector (VALU or vector memory) family rather than a scalar one.
    pub fn is_vector(self) -> bool {
        !matches!(
            self,
            Format::Sop2 | Format::Sopk | Format::Sop1 | Format::Sopc | Format::Sopp | Format::Smem
        )
    }

    /// Upper-case name as the manuals write it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Sop2 => "SOP2",
            Format::Sopk => "SOPK",
            Format::Sop1 => "SOP1",
            Format::Sopc => "SOPC",
            Format::Sopp => "SOPP",
            Format::Smem => "SMEM",
            Format::Vop1 => "VOP1",
            Format::Vop2 => "VOP2",
            Format::Vopc => "VOPC",
            Format::Vop3 => "VOP3",
            Format::Vop3p => "VOP3P",
            Format::Vintrp => "VINTRP",
            Format::Ds => "DS",
            Format::Mubuf => "MUBUF",
            Format::Mtbuf => "MTBUF",
            Format::Mimg => "MIMG",
            Format::Exp => "EXP",
            Format::Flat => "FLAT",
            Format::Global => "GLOBAL",
            Format::Scratch => "SCRATCH",
        }
    }
}

/// What the 16-bit immediate (SOPK/SOPP), the SOPC SSRC1 field, or the memory
/// operation means. It decides the operand syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Imm {
    /// No immediate in the syntax.
    None,
    /// SOPP with an ignored SIMM16: no operand is printed unless it is non-zero.
    Ignored,
    /// A 16-bit value printed in hex (`s_movk_i32 s0, 0x1234`); the SOPK
    /// instructions, whether they sign- or zero-extend it.
    Hex16,
    /// A 16-bit value printed in decimal (`s_nop 0`, `s_trap 2`).
    Dec16,
    /// `hwreg(...)` read into SDST: `s_getreg_b32 s0, hwreg(...)`.
    HwregGet,
    /// `hwreg(...), sdst`: `s_setreg_b32`.
    HwregSet,
    /// `hwreg(...), literal`: `s_setreg_imm32_b32` (8 bytes).
    HwregImm32,
    /// Signed dword branch offset relative to the next instruction.
    Label,
    /// `s_waitcnt vmcnt(..) expcnt(..) lgkmcnt(..)`.
    Waitcnt,
    /// `sendmsg(MSG_..., ...)`.
    Sendmsg,
    /// `gpr_idx(...)` mode bits in SIMM16 (`s_set_gpr_idx_mode`).
    GprIdx,
    /// `gpr_idx(...)` mode bits in the SOPC SSRC1 field (`s_set_gpr_idx_on`).
    GprIdxOn,
    /// A scalar memory operation.
    Mem(Mem),
    /// A vector ALU row (VOP1, VOP2, VOPC, VOP3, VOP3P, VINTRP): its operand
    /// shape (`isa::shape`).
    Vop(super::shape::VopShape),
    /// A vector memory or export row (DS, MUBUF, MTBUF, MIMG, EXP, FLAT,
    /// GLOBAL, SCRATCH): its operand shape (`isa::shape`).
    Vmem(super::shape::VmemShape),
}

/// Scalar memory operation kinds (the operand syntax differs between them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mem {
    Load,
    BufferLoad,
    Store,
    BufferStore,
    ScratchLoad,
    ScratchStore,
    Atomic,
    BufferAtomic,
    /// `s_memtime` / `s_memrealtime`: a 64-bit destination only.
    Time,
    /// Cache maintenance without operands (`s_dcache_inv`).
    Cache,
    /// `s_atc_probe level, s[base], offset`.
    Probe,
    /// `s_atc_probe_buffer level, s[desc], offset`.
    ProbeBuffer,
    /// `s_dcache_discard s[base], offset`.
    Discard,
}

impl Mem {
    /// The memory access reads through a buffer descriptor (4 SGPRs) rather than a 64-bit base.
    pub fn is_buffer(self) -> bool {
        matches!(
            self,
            Mem::BufferLoad | Mem::BufferStore | Mem::BufferAtomic | Mem::ProbeBuffer
        )
    }
}

/// Operand shape of a row: the number of dwords of the operand at each field
/// position (0 = the field is not an operand). For SMEM, `dst` is the SDATA
/// width and `src0` the base width (2 = address pair, 4 = buffer descriptor).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sig {
    pub dst: u8,
    pub src0: u8,
    pub src1: u8,
    pub imm: Imm,
}

/// How an instruction changes the flow of control. Region discovery, block
/// splitting and the label printer read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flow {
    /// Falls through to the next instruction.
    Next,
    /// Direct conditional branch (SOPP SIMM16 target).
    CondBranch,
    /// Direct unconditional branch.
    Branch,
    /// `s_call_b64`: direct branch that writes the return address.
    Call,
    /// Jumps to an address held in registers (`s_setpc_b64`, `s_swappc_b64`, `s_rfe*`).
    Indirect,
    /// Ends the wave (`s_endpgm` and variants).
    End,
    /// May end or halt the wave depending on its operand (`s_setkill`, `s_sethalt`, `s_sendmsghalt`).
    MaybeEnd,
    /// Fork/join on the control stack; the target is direct (`s_cbranch_i_fork`) or not.
    Fork,
    /// `s_trap`: may enter the trap handler.
    Trap,
}

impl Flow {
    /// The instruction may transfer control somewhere other than the next instruction.
    pub fn ends_block(self) -> bool {
        !matches!(self, Flow::Next)
    }
}

/// Row flags.
pub mod flag {
    /// May read SCC: its result can depend on SCC (`s_getreg_b32` through
    /// STATUS, whose bit 0 is SCC). `tests/ops_table.rs` checks that every row
    /// without it behaves the same from SCC = 0 and SCC = 1.
    pub const RS: u16 = 1;
    /// May write SCC (`s_setreg*` through STATUS). `tests/ops_table.rs` checks
    /// that every row without it leaves SCC as it was.
    pub const WS: u16 = 2;
    /// Only CLRX knows this opcode; llvm-mc 14 rejects it.
    pub const CLRX: u16 = 4;
    /// Reads the register named by SDST (SOPK compare/add/mul, setreg, fork; SOP1 bitset).
    pub const RD: u16 = 8;
    /// Names a register through M0 (`s_movrels*`, `s_movreld*`): which
    /// register it reads or writes is known only at run time.
    pub const REL: u16 = 16;
    /// A VOP1, VOP2 or VOPC row that has no VOP3 (`_e64`) form.
    pub const NO_E64: u16 = 32;
    /// A VALU row that reads VCC without naming it (`v_div_fmas_*`): the
    /// read counts against the constant bus.
    pub const VCC_READ: u16 = 64;
    /// Bits 12..15: the processor feature the row needs, as its bit index
    /// plus one (0: none); see [`needs`] and docs/isa.md, "Processor
    /// features (gfx906)".
    pub const FEATURE_SHIFT: u16 = 12;

    /// The flag bits of a row that exists only on processors with feature
    /// `f` (one feature: `f` has a single bit).
    pub const fn needs(f: crate::isa::target::Features) -> u16 {
        ((f.bits().trailing_zeros() as u16 + 1) & 0xF) << FEATURE_SHIFT
    }
}

/// The VOP3 opcode of a VOP1, VOP2 or VOPC row numbered `num` in its own
/// encoding; `None` for other families. gfx6/gfx7: VOPC 0..255, VOP2 256 + n,
/// VOP1 384 + n; gfx8/gfx9: VOPC 0..255, VOP2 256 + n, VOP1 320 + n
/// (docs/isa.md, vector encodings).
pub fn vop3_number(arch: Arch, format: Format, num: u16) -> Option<u16> {
    let gfx8 = arch >= Arch::Gfx8;
    match format {
        Format::Vopc => Some(num),
        Format::Vop2 => Some(0x100 + num),
        Format::Vop1 if gfx8 => Some(0x140 + num),
        Format::Vop1 => Some(0x180 + num),
        _ => None,
    }
}

/// Where the JIT runs an instruction: the execution-tier column of the table.
/// The interpreter runs every row exactly; this column is about compiled code.
/// Some rows are refined by their operands: see [`Instruction::tier`], the one
/// place the JIT asks (region discovery, lowering, speculation).
///
/// [`Instruction::tier`]: super::inst::Instruction::tier
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tier {
    /// Lowered to host code by the JIT.
    Compiled,
    /// Run in place from compiled code: the registers are stored, the
    /// interpreter's operation is called, and they are reloaded, without leaving
    /// the region (hardware-register moves, which never branch, end the wave or
    /// touch memory).
    InPlace,
    /// Region exit: the JIT ends a region before it and the interpreter runs it
    /// (control stack, traps, messages, halts, scalar memory other than loads).
    Exit,
    /// Not executed by any engine (a row the interpreter does not run).
    NotExecuted,
}

impl Tier {
    /// Lower-case name used by `gcnjit ops` and docs/ops.md.
    pub fn name(self) -> &'static str {
        match self {
            Tier::Compiled => "compiled",
            Tier::InPlace => "in-place",
            Tier::Exit => "region-exit",
            Tier::NotExecuted => "not-executed",
        }
    }
}

/// Operand rules that refine the tier column for one instruction; the JIT
/// reads only this. A row whose column is `Compiled` becomes a region exit when
/// - it is a scalar memory load whose destination reaches TTMP/TBA/TMA
///   (codes 108..=123, whose writes follow the privilege rule) or wraps past
///   code 127, or
/// - a source is a gfx9 aperture register (`src_shared_base` ...), which the
///   interpreter reads from the wave's state.
///
/// M0-relative moves (flag `REL`) stay `Compiled`; compiled code reaches their
/// register through memory, so they are never run speculatively.
impl super::inst::Instruction {
    pub fn tier(&self) -> Tier {
        use super::operand::{self, Kind};
        let info = self.op.info();
        if info.tier == Tier::NotExecuted && crate::interp::executes(self.op) {
            // Vector rows the interpreter has a line for: compiled code
            // leaves the region before them (docs/jit.md).
            return Tier::Exit;
        }
        if info.tier != Tier::Compiled {
            return info.tier;
        }
        let sig = info.sig;
        if info.format == Format::Smem {
            let last = self.sdst as u32 + (sig.dst as u32).max(1) - 1;
            let plain = last < 128 && operand::privileged_part(self.sdst, sig.dst.max(1)).is_none();
            return if plain { Tier::Compiled } else { Tier::Exit };
        }
        let aperture = |c: u8| operand::kind(self.arch, c) == Some(Kind::Aperture);
        if (sig.src0 > 0 && aperture(self.ssrc0))
            || (sig.src1 > 0 && sig.imm != Imm::GprIdxOn && aperture(self.ssrc1))
        {
            return Tier::Exit;
        }
        Tier::Compiled
    }
}

/// Per-generation opcode number; `NA` where the generation lacks the instruction.
pub const NA: u16 = u16::MAX;

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// Upper-case name as in the manuals (`S_ADD_U32`).
    pub name: &'static str,
    pub format: Format,
    /// Opcode number per generation (gfx6..gfx9), `NA` when absent.
    pub num: [u16; 4],
    pub sig: Sig,
    pub flow: Flow,
    /// Where the JIT runs it (operand rules: `Instruction::tier`).
    pub tier: Tier,
    pub flags: u16,
}

impl OpInfo {
    pub fn on(&self, arch: Arch) -> Option<u16> {
        let n = self.num[arch.index()];
        (n != NA).then_some(n)
    }
    pub fn reads_scc(&self) -> bool {
        self.flags & flag::RS != 0
    }
    pub fn writes_scc(&self) -> bool {
        self.flags & flag::WS != 0
    }
    pub fn reads_sdst(&self) -> bool {
        self.flags & flag::RD != 0
    }
    pub fn llvm_knows(&self) -> bool {
        self.flags & flag::CLRX == 0
    }
    /// The interpreter runs it, from a region boundary or in place; the JIT
    /// never lowers it.
    pub fn interpreter_only(&self) -> bool {
        matches!(self.tier, Tier::InPlace | Tier::Exit)
    }
    pub fn relative(&self) -> bool {
        self.flags & flag::REL != 0
    }
    /// The processor feature the row needs (`Features::NONE`: none).
    pub fn feature(&self) -> Features {
        match self.flags >> flag::FEATURE_SHIFT {
            0 => Features::NONE,
            n => Features::all()
                .nth(n as usize - 1)
                .unwrap_or(Features::NONE),
        }
    }
    /// The row exists on `target`: its generation has a number for it and
    /// the processor has the feature it needs.
    pub fn on_target(&self, target: Target) -> Option<u16> {
        self.on(target.arch)
            .filter(|_| target.features.contains(self.feature()))
    }
}

/// Shorthand constructors used by the table rows.
pub const fn sig(dst: u8, src0: u8, src1: u8) -> Sig {
    Sig {
        dst,
        src0,
        src1,
        imm: Imm::None,
    }
}
pub const fn simm(dst: u8, imm: Imm) -> Sig {
    Sig {
        dst,
        src0: 0,
        src1: 0,
        imm,
    }
}
pub const fn mem(data: u8, base: u8, m: Mem) -> Sig {
    Sig {
        dst: data,
        src0: base,
        src1: 0,
        imm: Imm::Mem(m),
    }
}

/// Expands the table: `NAME = Format [gfx6, gfx7, gfx8, gfx9] sig, flow, tier, flags;`.
macro_rules! opcode_table {
    ($( $name:ident = $fmt:ident [$g6:expr, $g7:expr, $g8:expr, $g9:expr] $sig:expr, $flow:ident, $tier:ident, $flags:expr; )*) => {
        /// Every scalar instruction of every generation, named as in the AMD manuals.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Opcode { $(
            #[doc = concat!("`", stringify!($name), "`, a ", stringify!($fmt), " instruction (docs/ops.md lists it per generation).")]
            $name,
        )* }

        /// The table rows, indexed by `Opcode as usize`.
        pub static OPCODES: &[OpInfo] = &[ $( OpInfo {
            name: stringify!($name),
            format: Format::$fmt,
            num: [$g6, $g7, $g8, $g9],
            sig: $sig,
            flow: Flow::$flow,
            tier: Tier::$tier,
            flags: $flags,
        }, )* ];

        impl Opcode {
            /// Every opcode in table order.
            pub const ALL: &'static [Opcode] = &[ $( Opcode::$name, )* ];
        }
    };
}
pub(crate) use opcode_table;

/// Lookups derived from the table once, on first use.
mod derived {
    use super::super::arch::Arch;
    use super::super::opcodes::{Opcode, OPCODES};
    use super::{Format, Target, NA};
    use std::collections::HashMap;
    use std::sync::LazyLock;

    /// Lower-case mnemonics, indexed like `OPCODES`. A `__GFXn` suffix of a
    /// row name (a second row for one mnemonic) is not part of it.
    pub static MNEMONICS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        OPCODES
            .iter()
            .map(|i| {
                let name = i.name.split("__").next().unwrap_or(i.name);
                &*Box::leak(name.to_ascii_lowercase().into_boxed_str())
            })
            .collect()
    });

    /// Mnemonic → the first row with it (table order).
    pub static BY_MNEMONIC: LazyLock<HashMap<&'static str, Opcode>> = LazyLock::new(|| {
        let mut m = HashMap::new();
        for &op in Opcode::ALL {
            m.entry(MNEMONICS[op as usize]).or_insert(op);
        }
        m
    });

    /// Mnemonic → every row with it (rows of one mnemonic on disjoint generations).
    pub static ALL_BY_MNEMONIC: LazyLock<HashMap<&'static str, Vec<Opcode>>> =
        LazyLock::new(|| {
            let mut m: HashMap<&'static str, Vec<Opcode>> = HashMap::new();
            for &op in Opcode::ALL {
                m.entry(MNEMONICS[op as usize]).or_default().push(op);
            }
            m
        });

    /// `[arch][format][number]` → opcode. 1024 entries cover every format's
    /// op field (VOP3's is 10 bits on gfx8/gfx9). The VOP3 slot also holds the
    /// VOP1, VOP2 and VOPC rows at their promoted numbers.
    ///
    /// It holds the rows of each generation's default processor
    /// (`Target::base`); the rows that need a processor feature are also in
    /// [`GATED`].
    pub static BY_NUMBER: LazyLock<Vec<Vec<Option<Opcode>>>> = LazyLock::new(|| {
        let mut t = vec![vec![None; 1024]; 4 * Format::ALL.len()];
        for &op in Opcode::ALL {
            for arch in Arch::ALL {
                if OPCODES[op as usize].on_target(Target::base(arch)).is_none() {
                    continue;
                }
                for (s, n) in numbers(op, arch) {
                    t[s][n as usize] = Some(op);
                }
            }
        }
        t
    });

    /// `(slot, number, opcode)` of every row that needs a processor
    /// feature, at its own and its promoted VOP3 number: a handful of rows,
    /// searched when a target's features differ from the default's.
    pub static GATED: LazyLock<Vec<(usize, u16, Opcode)>> = LazyLock::new(|| {
        let mut v = Vec::new();
        for &op in Opcode::ALL {
            if OPCODES[op as usize].feature().is_empty() {
                continue;
            }
            for arch in Arch::ALL {
                v.extend(numbers(op, arch).map(|(s, n)| (s, n, op)));
            }
        }
        v
    });

    /// The `(slot, number)` places of row `op` on `arch`: its own format's
    /// number and, for a VOP1/VOP2/VOPC row with a VOP3 form, the promoted one.
    fn numbers(op: Opcode, arch: Arch) -> impl Iterator<Item = (usize, u16)> {
        let info = &OPCODES[op as usize];
        let n = info.num[arch.index()];
        let own = (n != NA).then(|| (slot(arch, info.format), n));
        let promoted = own
            .filter(|_| info.flags & super::flag::NO_E64 == 0)
            .and_then(|_| super::vop3_number(arch, info.format, n))
            .map(|v3| (slot(arch, Format::Vop3), v3));
        own.into_iter().chain(promoted)
    }

    pub fn slot(arch: Arch, format: Format) -> usize {
        let f = Format::ALL.iter().position(|&x| x == format).unwrap_or(0);
        arch.index() * Format::ALL.len() + f
    }
}

impl super::opcodes::Opcode {
    /// The table row of this opcode.
    #[inline]
    pub fn info(self) -> &'static OpInfo {
        &super::opcodes::OPCODES[self as usize]
    }

    /// Lower-case mnemonic as llvm-mc spells it (`s_add_u32`).
    pub fn mnemonic(self) -> &'static str {
        derived::MNEMONICS[self as usize]
    }

    /// The opcode with this lower-case mnemonic, on any generation.
    pub fn from_mnemonic(m: &str) -> Option<Self> {
        derived::BY_MNEMONIC.get(m).copied()
    }

    /// The row with this lower-case mnemonic that exists on `arch` (one
    /// mnemonic can have rows of different families or shapes on different
    /// generations: `v_add_u32` is a carry-out add on gfx8 and not on gfx9).
    /// Rows that need a processor feature count as the generation's
    /// default processor has them (`Target::base`: `v_mad_mix_f32` on gfx9,
    /// not `v_fma_mix_f32`).
    pub fn from_mnemonic_on(arch: Arch, m: &str) -> Option<Self> {
        Self::from_mnemonic_for(Target::base(arch), m)
    }

    /// The row with this lower-case mnemonic that exists on `target`
    /// (its generation, and the processor feature the row needs).
    pub fn from_mnemonic_for(target: Target, m: &str) -> Option<Self> {
        derived::ALL_BY_MNEMONIC
            .get(m)?
            .iter()
            .copied()
            .find(|op| op.exists_on(target))
    }

    /// The opcode with number `num` in `format` on `arch`'s default
    /// processor (`Target::base`).
    pub fn lookup(arch: Arch, format: Format, num: u16) -> Option<Self> {
        derived::BY_NUMBER[derived::slot(arch, format)]
            .get(num as usize)
            .copied()
            .flatten()
    }

    /// The opcode with number `num` in `format` on `target`: a row that
    /// needs a feature the target lacks is not found, and one the target's
    /// features bring is (`v_fma_mix_f32` in place of `v_mad_mix_f32`).
    pub fn lookup_for(target: Target, format: Format, num: u16) -> Option<Self> {
        let base = Self::lookup(target.arch, format, num).filter(|op| op.exists_on(target));
        if base.is_some() || target.features == Target::base(target.arch).features {
            return base;
        }
        let slot = derived::slot(target.arch, format);
        derived::GATED
            .iter()
            .find(|&&(s, n, op)| s == slot && n == num && op.exists_on(target))
            .map(|&(_, _, op)| op)
    }

    /// The instruction exists on `target` (its generation has it and the
    /// processor has the feature it needs).
    pub fn exists_on(self, target: Target) -> bool {
        self.info().on_target(target).is_some()
    }

    /// Opcode number on `arch`, if the generation has the instruction.
    pub fn number(self, arch: Arch) -> Option<u16> {
        self.info().on(arch)
    }

    pub fn format(self) -> Format {
        self.info().format
    }

    pub fn sig(self) -> Sig {
        self.info().sig
    }

    pub fn flow(self) -> Flow {
        self.info().flow
    }

    /// Generations that have the instruction.
    pub fn arches(self) -> impl Iterator<Item = Arch> {
        Arch::ALL
            .into_iter()
            .filter(move |&a| self.number(a).is_some())
    }
}
