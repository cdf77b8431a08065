/* gcnjit C API. Generated from capi/src/lib.rs by cbindgen (capi/tests/header.rs checks it); do not edit. */

#ifndef GCNJIT_H
#define GCNJIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// Success.
#define GCNJIT_OK 0

// A pointer argument was NULL.
#define GCNJIT_ERR_NULL -1

// An argument is out of range (an unknown arch or engine, a register number).
#define GCNJIT_ERR_ARG -2

// The assembly text has an error (the message names line and column).
#define GCNJIT_ERR_ASM -3

// Memory: a region overlaps another, or an address range is not mapped.
#define GCNJIT_ERR_MEMORY -4

// An internal error was caught at the boundary.
#define GCNJIT_ERR_PANIC -5

// `gcnjit_run` engines.
#define GCNJIT_ENGINE_INTERP 0

// The JIT with its default tiering threshold.
#define GCNJIT_ENGINE_JIT 1

// Interpreter and JIT in lockstep (hooks are called once per engine).
#define GCNJIT_ENGINE_BOTH 2

// `GcnjitOutcome::status`: the wave ran `s_endpgm`.
#define GCNJIT_STATUS_ENDPGM 0

// The wave halted (`s_sethalt 1`, `s_sendmsghalt`).
#define GCNJIT_STATUS_HALTED 1

// The wave stopped with an error (`GcnjitOutcome::kind` names it).
#define GCNJIT_STATUS_ERROR 2

// The wave stopped at `s_barrier` for its workgroup's scheduler (only the
// waves of a launched workgroup do; docs/launch.md, "Workgroups").
#define GCNJIT_STATUS_BARRIER 3

// Memory hook kind: a load (fill `data`).
#define GCNJIT_MEM_LOAD 0

// A store: `data` holds the dwords.
#define GCNJIT_MEM_STORE 1

// The read half of an atomic.
#define GCNJIT_MEM_ATOMIC_LOAD 2

// The write half of an atomic.
#define GCNJIT_MEM_ATOMIC_STORE 3

// A program and its code cache (opaque).
typedef struct GcnjitProgram GcnjitProgram;

// One wave (opaque).
typedef struct GcnjitWave GcnjitWave;

// The registers a hook may read and change.
typedef struct GcnjitRegs {
  // The 128 SGPR slots by operand code: VCC is 106/107, M0 124, EXEC 126/127.
  uint32_t *sgpr;
  // SCC, 0 or 1.
  uint32_t *scc;
  // The VGPRs, register-major: lane `l` of `v[r]` is `vgpr[64 * r + l]`
  // (`r` below `vgpr_count`). A hook that emulates a vector instruction
  // writes only the lanes EXEC enables, as the hardware does.
  uint32_t *vgpr;
  // How many VGPRs the wave has (`v0` .. `v[vgpr_count - 1]`).
  uint32_t vgpr_count;
} GcnjitRegs;

// Called for an instruction gcnjit does not execute (a vector word) at
// `pc`; `words` holds its words (`n_words`: 1 or 2). Return
// 1 and set `*next_pc` to continue there, or 0 to stop the wave.
typedef int32_t (*GcnjitUnsupportedFn)(void *user,
                                       struct GcnjitRegs *regs,
                                       uint64_t pc,
                                       const uint32_t *words,
                                       size_t n_words,
                                       uint64_t *next_pc);

// Called for a scalar access to the dword at `addr` that no mapped region
// holds (`kind` is `GCNJIT_MEM_*`; `data` has `n` dwords: fill it for a
// load, read it for a store). Return 1 when served, 0 to fault.
typedef int32_t (*GcnjitMemoryFn)(void *user, uint64_t addr, int32_t kind, uint32_t *data, size_t n);

// How a run ended.
typedef struct GcnjitOutcome {
  // `GCNJIT_STATUS_*`.
  int32_t status;
  // Instructions completed.
  uint64_t steps;
  // The wave's PC at the end (the faulting instruction for an error).
  uint64_t pc;
  // The error kind as the command line names it (`"memory"`,
  // `"step_limit"`, ...), NUL-terminated; empty unless an error.
  char kind[32];
  // The error message, NUL-terminated and cut to fit; empty unless an error.
  char message[256];
} GcnjitOutcome;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

// The message of the last error on this thread (empty if none); valid
// until the next call that fails on this thread.
const char *gcnjit_last_error(void);

// Builds a program from `n` words at address `base` for `arch` (`"gfx6"`
// ... `"gfx9"`, or any name the command line accepts).
//
// # Safety
// `arch` is a NUL-terminated string, `words` points to `n` words (or is
// NULL with `n` 0), `out` to writable storage.
int32_t gcnjit_program_from_words(const char *arch,
                                  const uint32_t *words,
                                  size_t n,
                                  uint64_t base,
                                  struct GcnjitProgram **out);

// Assembles `text` (LLVM syntax) at address `base`. On `GCNJIT_ERR_ASM`,
// `gcnjit_last_error()` is `"LINE:COLUMN: message"`.
//
// # Safety
// `arch` and `text` are NUL-terminated strings, `out` writable.
int32_t gcnjit_program_from_asm(const char *arch,
                                const char *text,
                                uint64_t base,
                                struct GcnjitProgram **out);

// Frees a program (NULL is allowed).
//
// # Safety
// `p` came from `gcnjit_program_from_*` and is not used again.
void gcnjit_program_free(struct GcnjitProgram *p);

// A new wave for `arch`: every register 0 (EXEC too), PC 0, no memory.
//
// # Safety
// `arch` is a NUL-terminated string, `out` writable.
int32_t gcnjit_wave_new(const char *arch, struct GcnjitWave **out);

// Frees a wave (NULL is allowed).
//
// # Safety
// `w` came from `gcnjit_wave_new` and is not used again.
void gcnjit_wave_free(struct GcnjitWave *w);

// Reads SGPR `i` (an operand code below 128) into `*v`.
//
// # Safety
// `w` is a live wave, `v` writable.
int32_t gcnjit_wave_get_sgpr(struct GcnjitWave *w, uint32_t i, uint32_t *v);

// Writes SGPR `i` (an operand code below 128; VCC 106/107, M0 124, EXEC 126/127).
//
// # Safety
// `w` is a live wave.
int32_t gcnjit_wave_set_sgpr(struct GcnjitWave *w, uint32_t i, uint32_t v);

// Copies the 64 lanes of VGPR `r` into `lanes` (64 writable `uint32_t`).
//
// # Safety
// `w` is a live wave; `lanes` is NULL or has room for 64 values.
int32_t gcnjit_wave_get_vgpr(struct GcnjitWave *w, uint32_t r, uint32_t *lanes);

// Sets the 64 lanes of VGPR `r` from `lanes` (64 `uint32_t`), all lanes
// whatever EXEC holds.
//
// # Safety
// `w` is a live wave; `lanes` is NULL or holds 64 readable values.
int32_t gcnjit_wave_set_vgpr(struct GcnjitWave *w, uint32_t r, const uint32_t *lanes);

// Reads SCC and the PC.
//
// # Safety
// `w` is a live wave; `scc` and `pc` are NULL or writable.
int32_t gcnjit_wave_get_scc_pc(struct GcnjitWave *w, uint32_t *scc, uint64_t *pc);

// Sets SCC (0 or 1) and the PC.
//
// # Safety
// `w` is a live wave.
int32_t gcnjit_wave_set_scc_pc(struct GcnjitWave *w, uint32_t scc, uint64_t pc);

// Maps a copy of `len` bytes at guest address `addr`.
//
// # Safety
// `w` is a live wave, `bytes` points to `len` readable bytes.
int32_t gcnjit_wave_map(struct GcnjitWave *w, uint64_t addr, const uint8_t *bytes, size_t len);

// Copies `len` bytes of mapped memory at `addr` (inside one region) to `out`.
//
// # Safety
// `w` is a live wave, `out` points to `len` writable bytes.
int32_t gcnjit_wave_read(struct GcnjitWave *w, uint64_t addr, uint8_t *out, size_t len);

// Writes `len` bytes into mapped memory at `addr` (inside one region).
//
// # Safety
// `w` is a live wave, `bytes` points to `len` readable bytes.
int32_t gcnjit_wave_write(struct GcnjitWave *w, uint64_t addr, const uint8_t *bytes, size_t len);

// Installs hooks on the wave (either may be NULL); `user` is passed to
// each call.
//
// # Safety
// `w` is a live wave; the callbacks may be called with `user` during every
// later `gcnjit_run` of this wave, on the thread that runs it.
int32_t gcnjit_wave_set_hooks(struct GcnjitWave *w,
                              GcnjitUnsupportedFn on_unsupported,
                              GcnjitMemoryFn on_memory,
                              void *user);

// Runs the wave from its PC on `engine` (`GCNJIT_ENGINE_*`) until it ends,
// faults or completes `max_steps` instructions (0: the default limit).
// A guest fault is a run that succeeded with `status` `GCNJIT_STATUS_ERROR`.
//
// # Safety
// `p` is a live program, `w` a live wave, `out` writable.
int32_t gcnjit_run(const struct GcnjitProgram *p,
                   struct GcnjitWave *w,
                   int32_t engine,
                   uint64_t max_steps,
                   struct GcnjitOutcome *out);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* GCNJIT_H */
