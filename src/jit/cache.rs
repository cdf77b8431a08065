//! The code cache: one `Jit` per program, shared by every run and thread.
//!
//! Entry points live in a per-word table of atomics pointing to immutable entry
//! records (code, budget need, tier), so the dispatcher finds compiled code
//! with one load and a tier-up replaces all three at once; compilation happens under a mutex around the
//! `JITModule` and re-checks the table, so a region is compiled once however many
//! threads reach it. The module cannot free single functions: the code lives as
//! long as the `Jit`.

use super::lower::lower_region;
use super::region::{self, Region};
use super::{JitOptions, OptLevel, RegionFn, Tier};
use crate::isa::Instruction;
use crate::program::Program;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{AbiParam, SourceLoc};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{ArenaMemoryProvider, JITBuilder, JITModule};
use cranelift_module::{Linkage, Module};
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Code arena reserved per program word (a region of code and its pages).
const ARENA_PER_WORD: usize = 16 << 10;
const ARENA_MIN: usize = 4 << 20;
const ARENA_MAX: usize = 1 << 30;

/// Table value: not compiled yet.
const UNKNOWN: usize = 0;
/// Table value: the instruction at this PC cannot start a region.
const NOT_COMPILABLE: usize = 1;

/// Counters for tests and reports. All are totals over the life of the `Jit`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Regions compiled.
    pub compiles: u64,
    /// Guest instructions in compiled regions.
    pub compiled_insts: u64,
    /// Nanoseconds spent compiling (discovery, lowering, Cranelift, finalizing).
    pub compile_nanos: u64,
    /// Calls into compiled regions.
    pub region_entries: u64,
    /// Region exits that went back to the dispatcher to find the next code.
    pub dispatcher_round_trips: u64,
    /// Region exits before an instruction left to the interpreter.
    pub fallbacks: u64,
    /// Instructions executed by the interpreter inside JIT runs.
    pub interp_steps: u64,
    /// Host machine-code bytes of the compiled regions.
    pub code_bytes: u64,
    /// Of the compiles above: regions compiled again at `opt_level=speed`
    /// after running in first-tier code (`JitOptions::tier_up`), their guest
    /// instructions and the nanoseconds those compiles took.
    pub tier_ups: u64,
    pub tier_up_insts: u64,
    pub tier_up_nanos: u64,
}

#[derive(Default)]
pub(crate) struct AtomicStats {
    pub compiles: AtomicU64,
    pub compiled_insts: AtomicU64,
    pub compile_nanos: AtomicU64,
    pub region_entries: AtomicU64,
    pub dispatcher_round_trips: AtomicU64,
    pub fallbacks: AtomicU64,
    pub interp_steps: AtomicU64,
    pub code_bytes: AtomicU64,
    pub tier_ups: AtomicU64,
    pub tier_up_insts: AtomicU64,
    pub tier_up_nanos: AtomicU64,
}

impl AtomicStats {
    /// Adds `n` (an atomic add costs as much as a short run's bookkeeping,
    /// so a zero is not added).
    #[inline]
    pub fn add(c: &AtomicU64, n: u64) {
        if n != 0 {
            c.fetch_add(n, Ordering::Relaxed);
        }
    }
}

struct Compiler {
    /// Created by the first compile, so that a run that compiles nothing pays
    /// no more than the interpreter (plus the tables); one module per level,
    /// first tier and optimized.
    module: Option<JITModule>,
    isa: OwnedTargetIsa,
    optimized: Option<JITModule>,
    /// The `opt_level=speed` ISA, when the first level is `none`.
    optimized_isa: Option<OwnedTargetIsa>,
    /// Every region's entry record; `Jit::entries` points into these boxes.
    #[allow(clippy::vec_box, reason = "the table holds each record's address")]
    records: Vec<Box<Entry>>,
    /// Code arena to reserve, in bytes.
    reserve: usize,
    clif: Vec<(u64, String)>,
    count: u32,
    /// Interpreter ops compiled code points to (in-place instructions).
    #[allow(clippy::vec_box, reason = "the code holds each op's address")]
    keep: Vec<Box<crate::interp::Op>>,
    /// The baseline tier's code memory.
    #[cfg(target_arch = "x86_64")]
    arena: super::baseline::Arena,
}

/// Whether this host runs the baseline tier.
fn baseline_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        super::baseline::Arena::available()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// `Entry::warm` of first-tier code whose tier-up was tried.
pub(crate) const TIERED_UP: u64 = u64::MAX / 2;

/// A compiled region as the dispatcher sees it. Never changed once published
/// but for `warm`: a tier-up publishes a new record.
pub(crate) struct Entry {
    pub f: RegionFn,
    /// The steps the budget must hold to call the code.
    pub need: u64,
    pub tier: Tier,
    /// First tier: the steps run in this code so far (by every run).
    pub warm: AtomicU64,
}

/// A program's JIT: its code cache, tiering counters and statistics.
pub struct Jit {
    pub(crate) program: Program,
    pub(crate) opts: JitOptions,
    /// Built by the first compile (boxed: it is most of a `Jit`'s size), so
    /// that a run that compiles nothing costs what the interpreter costs.
    compiler: OnceLock<Mutex<Box<Compiler>>>,
    /// The host ISAs of the first level and of the tier-up, checked when the
    /// `Jit` is made and handed to the compiler when it is built.
    /// References into the process's ISA table, not clones: a `Jit` that
    /// never compiles does not touch their reference counts.
    isas: (&'static OwnedTargetIsa, Option<&'static OwnedTargetIsa>),
    /// Per program word: `UNKNOWN`, `NOT_COMPILABLE` or the address of the
    /// region's current `Entry`.
    entries: OnceLock<Box<[AtomicUsize]>>,
    /// Per program word: entries counted towards `JitOptions::threshold`.
    /// Both tables are built on first use, so a run that ends in the
    /// interpreter's prefix allocates neither.
    hits: OnceLock<Box<[AtomicU32]>>,
    pub(crate) stats: AtomicStats,
    /// The program lowered for the interpreter, built with the JIT (what
    /// the interpreter itself builds for a run; nearly every run needs it,
    /// and building it on first use cost more than it saved): the run's
    /// first `JitOptions::interp_steps` steps run in its fast path, and the
    /// dispatcher's interpreted instructions use its ops.
    pub(crate) interp: crate::interp::Prepared,
    /// Steps the runs of this JIT have spent in the interpreter's prefix so
    /// far: the prefix is the program's, not each run's, so that a batch of
    /// many short waves compiles once the first ones have used it up.
    pub(crate) prefix_used: AtomicU64,
}

/// Why the JIT could not be set up on this host.
#[derive(Debug, thiserror::Error)]
#[error("cannot set up the JIT: {0}")]
pub struct JitError(String);

fn new_module(isa: OwnedTargetIsa, reserve: usize) -> JITModule {
    let mut builder = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
    // One reserved arena per program instead of an mmap per region: a region
    // is finalized on its own, so it starts new pages either way, and the
    // reservation (address space only) saves a system call per compile.
    if let Ok(arena) = ArenaMemoryProvider::new_with_size(reserve.clamp(ARENA_MIN, ARENA_MAX)) {
        builder.memory_provider(Box::new(arena));
    }
    JITModule::new(builder)
}

/// The host ISA for one (optimization level, verifier) setting, built once per
/// process: detecting the host CPU and building the flags costs more than
/// compiling a small region.
fn host_isa(level: OptLevel, verify: bool) -> Result<&'static OwnedTargetIsa, JitError> {
    type Slot = OnceLock<Result<OwnedTargetIsa, String>>;
    static ISAS: [Slot; 4] = [const { OnceLock::new() }; 4];
    let slot = &ISAS[(level == OptLevel::Speed) as usize * 2 + verify as usize];
    slot.get_or_init(|| build_isa(level, verify).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| JitError(e.clone()))
}

fn build_isa(level: OptLevel, verify: bool) -> Result<OwnedTargetIsa, Box<dyn std::error::Error>> {
    let mut flags = settings::builder();
    let opt = match level {
        OptLevel::Speed => "speed",
        OptLevel::None | OptLevel::Baseline => "none",
    };
    flags.set("opt_level", opt)?;
    if level != OptLevel::Speed {
        // The single-pass allocator: `none` asks for code that is quick to
        // make rather than quick to run, and the backtracking allocator was
        // a third of the compile (host instructions per compile of the lcg
        // region, callgrind: 930k with it, 687k without).
        flags.set("regalloc_algorithm", "single_pass")?;
    }
    flags.set("enable_verifier", if verify { "true" } else { "false" })?;
    flags.set("use_colocated_libcalls", "false")?;
    flags.set("is_pic", "false")?;
    Ok(cranelift_native::builder()?.finish(settings::Flags::new(flags))?)
}

/// Guest instruction text for CLIF comments and mismatch reports.
pub fn describe(inst: &Instruction) -> String {
    inst.to_string()
}

impl Jit {
    /// A JIT for `program` (which it keeps a copy of). The baseline level
    /// becomes `None` on a host without it (not x86-64, or no
    /// read-write-execute memory): [`Jit::options`] says which one runs.
    pub fn new(program: &Program, mut opts: JitOptions) -> Result<Self, JitError> {
        if opts.opt_level == OptLevel::Baseline && !baseline_available() {
            opts.opt_level = OptLevel::None;
        }
        let isa = host_isa(opts.opt_level, opts.verify)?;
        let optimized_isa = if opts.opt_level != OptLevel::Speed && opts.tier_up > 0 {
            Some(host_isa(OptLevel::Speed, opts.verify)?)
        } else {
            None
        };
        let interp = crate::interp::Prepared::new(program);
        Ok(Jit {
            program: program.clone(),
            opts,
            compiler: OnceLock::new(),
            isas: (isa, optimized_isa),
            entries: OnceLock::new(),
            hits: OnceLock::new(),
            stats: AtomicStats::default(),
            interp,
            prefix_used: AtomicU64::new(0),
        })
    }

    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The entry table, one slot per program word.
    #[inline]
    fn entries(&self) -> &[AtomicUsize] {
        self.entries.get_or_init(|| {
            (0..self.program.words.len())
                .map(|_| AtomicUsize::new(UNKNOWN))
                .collect()
        })
    }

    /// The entry counters, one per program word.
    #[inline]
    fn hits(&self) -> &[AtomicU32] {
        self.hits.get_or_init(|| {
            (0..self.program.words.len())
                .map(|_| AtomicU32::new(0))
                .collect()
        })
    }

    pub fn options(&self) -> &JitOptions {
        &self.opts
    }

    /// A snapshot of the counters.
    pub fn stats(&self) -> Stats {
        let s = &self.stats;
        let l = |c: &AtomicU64| c.load(Ordering::Relaxed);
        Stats {
            compiles: l(&s.compiles),
            compiled_insts: l(&s.compiled_insts),
            compile_nanos: l(&s.compile_nanos),
            region_entries: l(&s.region_entries),
            dispatcher_round_trips: l(&s.dispatcher_round_trips),
            fallbacks: l(&s.fallbacks),
            interp_steps: l(&s.interp_steps),
            code_bytes: l(&s.code_bytes),
            tier_ups: l(&s.tier_ups),
            tier_up_insts: l(&s.tier_up_insts),
            tier_up_nanos: l(&s.tier_up_nanos),
        }
    }

    /// Each compiled region's CLIF with the guest instructions as comments, by
    /// entry PC (kept only with `JitOptions::keep_clif`).
    pub fn clif(&self) -> Vec<(u64, String)> {
        match self.compiler.get() {
            Some(_) => self.lock().clif.clone(),
            None => Vec::new(),
        }
    }

    /// The compiled region entered at `pc`, compiling it when the tiering
    /// counter says so.
    #[inline]
    pub(crate) fn lookup(&self, pc: u64) -> Option<&Entry> {
        let i = self.program.index_of(pc)?;
        let p = match self.entries()[i].load(Ordering::Acquire) {
            NOT_COMPILABLE => return None,
            UNKNOWN => {
                let n = self.hits()[i].fetch_add(1, Ordering::Relaxed);
                if n < self.opts.threshold {
                    return None;
                }
                self.compile_at(i, pc)?
            }
            p => p,
        };
        Some(Self::as_entry(p))
    }

    fn as_entry<'a>(p: usize) -> &'a Entry {
        // SAFETY: every value above NOT_COMPILABLE stored in `entries` is the
        // address of a boxed `Entry` in `Compiler::records`, which are never
        // removed or moved before the Jit drops; callers tie the reference to
        // `&self`.
        unsafe { &*(p as *const Entry) }
    }

    /// Compiles the region at `pc` (word index `i`) unless another thread did.
    pub fn compile(&self, pc: u64) -> Option<RegionFn> {
        let i = self.program.index_of(pc)?;
        self.compile_at(i, pc).map(|p| Self::as_entry(p).f)
    }

    /// The tier of the code currently entered at `pc`, if any.
    pub fn tier_at(&self, pc: u64) -> Option<Tier> {
        let i = self.program.index_of(pc)?;
        match self.entries()[i].load(Ordering::Acquire) {
            UNKNOWN | NOT_COMPILABLE => None,
            p => Some(Self::as_entry(p).tier),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Box<Compiler>> {
        let compiler = self.compiler.get_or_init(|| {
            Mutex::new(Box::new(Compiler {
                module: None,
                isa: OwnedTargetIsa::clone(self.isas.0),
                optimized: None,
                optimized_isa: self.isas.1.cloned(),
                records: Vec::new(),
                reserve: self.program.words.len().saturating_mul(ARENA_PER_WORD),
                clif: Vec::new(),
                count: 0,
                keep: Vec::new(),
                #[cfg(target_arch = "x86_64")]
                arena: super::baseline::Arena::default(),
            }))
        });
        match compiler.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        }
    }

    /// The first compile of the region at `pc`; the address of its `Entry`.
    fn compile_at(&self, i: usize, pc: u64) -> Option<usize> {
        let mut guard = self.lock();
        match self.entries()[i].load(Ordering::Acquire) {
            NOT_COMPILABLE => return None,
            UNKNOWN => {}
            p => return Some(p),
        }
        let tier = self.opts.opt_level.first_tier();
        let value = self.compile_region(&mut guard, pc, tier, false);
        self.entries()[i].store(value, Ordering::Release);
        (value > NOT_COMPILABLE).then_some(value)
    }

    /// Compiles the region entered at `pc` at `opt_level=speed`, replacing
    /// its first-tier code (or as its first code, when the run goes on at a
    /// PC that has none yet). The old code stays (runs on other threads may
    /// be inside it); a failed compile keeps it.
    pub(crate) fn tier_up(&self, pc: u64) {
        let Some(i) = self.program.index_of(pc) else {
            return;
        };
        let mut guard = self.lock();
        let current = self.entries()[i].load(Ordering::Acquire);
        match current {
            NOT_COMPILABLE => return,
            UNKNOWN => {}
            p => {
                let old = Self::as_entry(p);
                if old.tier == Tier::Optimized {
                    return;
                }
                // Whatever happens, this record counts no further (and a
                // failed compile is not tried again).
                if old.warm.swap(TIERED_UP, Ordering::Relaxed) >= TIERED_UP {
                    return;
                }
            }
        }
        let value = self.compile_region(&mut guard, pc, Tier::Optimized, true);
        if value > NOT_COMPILABLE || current == UNKNOWN {
            self.entries()[i].store(value, Ordering::Release);
        }
    }

    /// Discovers and compiles the region at `pc` in `tier`; the address of
    /// its new `Entry`, or `NOT_COMPILABLE`.
    fn compile_region(&self, c: &mut Compiler, pc: u64, tier: Tier, up: bool) -> usize {
        let start = Instant::now();
        let result = region::discover(&self.program, pc, self.opts.max_region_insts)
            .and_then(|r| self.build(c, &r, tier).map(|p| (p, r.num_insts())));
        let value = match result {
            Some(((p, need), n)) => {
                AtomicStats::add(&self.stats.compiles, 1);
                AtomicStats::add(&self.stats.compiled_insts, n as u64);
                if up {
                    AtomicStats::add(&self.stats.tier_ups, 1);
                    AtomicStats::add(&self.stats.tier_up_insts, n as u64);
                }
                // SAFETY: `p` is a finalized function of this Jit's module
                // with the `RegionFn` signature, never freed before the Jit.
                let f = unsafe { std::mem::transmute::<*const u8, RegionFn>(p) };
                c.records.push(Box::new(Entry {
                    f,
                    need,
                    tier,
                    warm: AtomicU64::new(0),
                }));
                c.records
                    .last()
                    .map_or(NOT_COMPILABLE, |r| &**r as *const Entry as usize)
            }
            None => NOT_COMPILABLE,
        };
        let nanos = start.elapsed().as_nanos() as u64;
        AtomicStats::add(&self.stats.compile_nanos, nanos);
        if up {
            AtomicStats::add(&self.stats.tier_up_nanos, nanos);
        }
        value
    }

    /// Compiles `region`: its code and the steps its entry needs.
    fn build(&self, c: &mut Compiler, region: &Region, tier: Tier) -> Option<(*const u8, u64)> {
        #[cfg(target_arch = "x86_64")]
        if tier == Tier::Baseline {
            let built = super::baseline::compile(region, &self.program, &self.opts, &mut c.arena)?;
            c.keep.extend(built.keep);
            if let Some(text) = built.listing {
                c.clif.push((region.entry, text));
            }
            AtomicStats::add(&self.stats.code_bytes, built.bytes as u64);
            return Some((built.code, built.need));
        }
        let Compiler {
            module,
            isa,
            optimized,
            optimized_isa,
            reserve,
            clif,
            count,
            keep,
            ..
        } = c;
        let mut scratch = Scratch::take();
        let Scratch { ctx, fctx } = &mut *scratch;
        let (module, isa, opts) = match (tier, optimized_isa) {
            (Tier::Optimized, Some(speed)) => (
                optimized,
                speed,
                std::borrow::Cow::Owned(JitOptions {
                    opt_level: OptLevel::Speed,
                    ..self.opts.clone()
                }),
            ),
            _ => (module, isa, std::borrow::Cow::Borrowed(&self.opts)),
        };
        let module = module.get_or_insert_with(|| new_module(isa.clone(), *reserve));
        module.clear_context(ctx);
        let ptr = module.target_config().pointer_type();
        ctx.func.signature.params.push(AbiParam::new(ptr));
        ctx.func.signature.params.push(AbiParam::new(ptr));
        ctx.func.signature.returns.push(AbiParam::new(I32));
        let built = lower_region(
            &mut ctx.func,
            fctx,
            region,
            &self.program,
            module.target_config(),
            &opts,
        )?;
        let need = built.entry_need;
        keep.extend(built.keep);
        let text = self.opts.keep_clif.then(|| {
            format!(
                "; {}\n{}",
                tier.name(),
                annotate(&ctx.func.display().to_string(), region)
            )
        });
        ctx.set_disasm(self.opts.keep_clif);
        *count += 1;
        let name = format!("region_{:x}_{}", region.entry, count);
        let sig = ctx.func.signature.clone();
        let id = module.declare_function(&name, Linkage::Local, &sig).ok()?;
        let defined = module.define_function(id, ctx);
        let bytes = ctx.compiled_code().map_or(0, |c| c.code_buffer().len());
        if let Some(mut text) = text {
            if let Some(host) = ctx.compiled_code().and_then(|c| c.vcode.as_ref()) {
                text.push_str("; host code:\n");
                text.push_str(host);
            }
            clif.push((region.entry, text));
        }
        ctx.set_disasm(false);
        module.clear_context(ctx);
        scratch.give_back();
        defined.ok()?;
        module.finalize_definitions().ok()?;
        AtomicStats::add(&self.stats.code_bytes, bytes as u64);
        Some((module.get_finalized_function(id), need))
    }
}

/// Cranelift's working memory for one compile, kept between compiles and
/// between `Jit`s (a program run many times builds a JIT per run): a fresh
/// `Context` grows every one of its tables on its first function, which cost
/// 7-12% of a small region's compile (callgrind, `none`: lcg 687k host
/// instructions with fresh tables, 643k with reused ones).
struct Scratch {
    ctx: Context,
    fctx: FunctionBuilderContext,
}

/// Idle scratch spaces, at most one per thread that compiled at the same time.
static SCRATCH: Mutex<Vec<Box<Scratch>>> = Mutex::new(Vec::new());
const SCRATCH_KEPT: usize = 16;

impl Scratch {
    fn take() -> Box<Scratch> {
        let pooled = match SCRATCH.lock() {
            Ok(mut pool) => pool.pop(),
            Err(p) => p.into_inner().pop(),
        };
        pooled.unwrap_or_else(|| {
            Box::new(Scratch {
                ctx: Context::new(),
                fctx: FunctionBuilderContext::new(),
            })
        })
    }

    /// Returns a cleared scratch space to the pool (one dropped on an early
    /// return is simply freed).
    fn give_back(self: Box<Self>) {
        let mut pool = match SCRATCH.lock() {
            Ok(p) => p,
            Err(p) => p.into_inner(),
        };
        if pool.len() < SCRATCH_KEPT {
            pool.push(self);
        }
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        let Some(c) = self.compiler.get_mut() else {
            return;
        };
        let c = match c.get_mut() {
            Ok(c) => c,
            Err(p) => p.into_inner(),
        };
        for m in [c.module.take(), c.optimized.take()].into_iter().flatten() {
            // SAFETY: `drop` has exclusive access to the Jit, so no run is inside
            // compiled code and no entry pointer outlives this point.
            unsafe { m.free_memory() };
        }
    }
}

/// Puts a `; 0x10: <instruction>` comment before the first IR instruction of
/// each guest instruction (IR instructions carry the guest PC as source location).
fn annotate(text: &str, region: &Region) -> String {
    let by_pc: std::collections::HashMap<u32, &Instruction> = region
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .map(|(pc, i)| (*pc as u32, i))
        .collect();
    let mut out = String::new();
    let mut last = None;
    for line in text.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix('@') {
            let hex: String = rest.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
            if let Ok(pc) = u32::from_str_radix(&hex, 16) {
                if last != Some(pc) && pc != SourceLoc::default().bits() {
                    if let Some(inst) = by_pc.get(&pc) {
                        out.push_str(&format!("    ; 0x{pc:x}: {}\n", describe(inst)));
                    }
                    last = Some(pc);
                }
            }
        } else if t.starts_with("block") {
            last = None;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}
