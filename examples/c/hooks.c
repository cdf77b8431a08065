/* gcnjit from C: a program with a vector word in a loop, handled by a hook
 * with a user pointer, on the interpreter and the JIT; a hook that writes
 * VGPRs and VGPRs read and set from C; then a program
 * assembled from text that reads and writes mapped memory and a device
 * region served by a memory hook.
 *
 *   cargo build --release -p gcnjit-capi
 *   cc examples/c/hooks.c -Iinclude -Ltarget/release -lgcnjit_capi \
 *      -Wl,-rpath,$PWD/target/release -o hooks && ./hooks
 */
#include <stdio.h>
#include <string.h>
#include "gcnjit.h"

/* Words as llvm-mc -arch=amdgcn -mcpu=gfx900 encodes them. */
static const uint32_t loop_words[] = {
    0xbe80008a, /* 0x00 s_mov_b32 s0, 10 */
    0xd4020000, /* 0x04 v_interp_mov_f32_e32 v0, p10, attr0.x (vector: the hook handles it) */
    0x80080708, /* 0x08 s_add_u32 s8, s8, s7 */
    0x80808100, /* 0x0c s_sub_u32 s0, s0, 1 */
    0xbf078000, /* 0x10 s_cmp_lg_u32 s0, 0 */
    0xbf85fffb, /* 0x14 s_cbranch_scc1 -5 (to 0x04) */
    0xbf810000, /* 0x18 s_endpgm */
};

/* A vector program: the hook emulates the interpolation, gcnjit runs the add. */
static const uint32_t vector_words[] = {
    0xbefe01c1, /* 0x00 s_mov_b64 exec, -1 */
    0xd4020000, /* 0x04 v_interp_mov_f32_e32 v0, p10, attr0.x (the hook: v0 = 3 * lane) */
    0x68020500, /* 0x08 v_add_u32_e32 v1, v0, v2 */
    0xbf810000, /* 0x0c s_endpgm */
};

struct counter { int calls; };

/* Emulates the interpolation as "v0 = 3 * lane" in the lanes EXEC enables. */
static int32_t interp_as_lane_times_3(void *user, GcnjitRegs *regs, uint64_t pc,
                                      const uint32_t *words, size_t n_words, uint64_t *next_pc) {
    uint64_t exec = (uint64_t)regs->sgpr[127] << 32 | regs->sgpr[126];
    (void)user;
    if (words[0] != 0xd4020000 || regs->vgpr_count < 1) return 0;
    for (int l = 0; l < 64; l++)
        if (exec >> l & 1) regs->vgpr[64 * 0 + l] = 3 * (uint32_t)l;
    *next_pc = pc + 4 * n_words;
    return 1;
}

/* Emulates the vector word as "add 1 to s7" and continues after it. */
static int32_t on_unsupported(void *user, GcnjitRegs *regs, uint64_t pc,
                              const uint32_t *words, size_t n_words, uint64_t *next_pc) {
    struct counter *c = user;
    if (words[0] != 0xd4020000) return 0; /* anything else stops the wave */
    c->calls++;
    regs->sgpr[7] += 1;
    *next_pc = pc + 4 * n_words; /* the instruction's length: 1 or 2 words */
    return 1;
}

/* A device at 0x10000: every dword reads as its address + 1. */
static int32_t on_memory(void *user, uint64_t addr, int32_t kind, uint32_t *data, size_t n) {
    (void)user;
    if (addr < 0x10000 || addr >= 0x20000 || kind != GCNJIT_MEM_LOAD) return 0;
    for (size_t i = 0; i < n; i++) data[i] = (uint32_t)(addr + 4 * i + 1);
    return 1;
}

#define CHECK(x) do { int32_t r_ = (x); if (r_ != GCNJIT_OK) { \
    fprintf(stderr, "%s: %d %s\n", #x, r_, gcnjit_last_error()); return 1; } } while (0)

/* `calls`: 10, or 20 with GCNJIT_ENGINE_BOTH (each engine calls the hook). */
static int run_loop(const GcnjitProgram *p, int32_t engine, const char *name, int calls) {
    GcnjitWave *w;
    struct counter c = {0};
    GcnjitOutcome out;
    uint32_t s7, s8;
    CHECK(gcnjit_wave_new("gfx9", &w));
    CHECK(gcnjit_wave_set_hooks(w, on_unsupported, NULL, &c));
    CHECK(gcnjit_run(p, w, engine, 0, &out));
    CHECK(gcnjit_wave_get_sgpr(w, 7, &s7));
    CHECK(gcnjit_wave_get_sgpr(w, 8, &s8));
    printf("%s: status %d, %llu steps, %d hook calls, s7 = %u, s8 = %u\n", name, out.status,
           (unsigned long long)out.steps, c.calls, s7, s8);
    gcnjit_wave_free(w);
    /* 1 + 10 * 5 + 1 steps; s8 = 1 + 2 + ... + 10 */
    return !(out.status == GCNJIT_STATUS_ENDPGM && out.steps == 52 && c.calls == calls &&
             s7 == 10 && s8 == 55);
}

int main(void) {
    GcnjitProgram *loop, *mem;
    GcnjitWave *w;
    GcnjitOutcome out;
    uint32_t s5;
    uint8_t buf[8] = {1, 0, 0, 0, 0, 0, 0, 0};
    int bad = 0;

    CHECK(gcnjit_program_from_words("gfx9", loop_words, sizeof loop_words / 4, 0, &loop));
    bad |= run_loop(loop, GCNJIT_ENGINE_INTERP, "interp", 10);
    bad |= run_loop(loop, GCNJIT_ENGINE_JIT, "jit", 10);
    bad |= run_loop(loop, GCNJIT_ENGINE_BOTH, "both", 20);
    gcnjit_program_free(loop);

    /* VGPRs: v2 set from C, v0 by the hook, v1 = v0 + v2 by gcnjit. */
    {
        GcnjitProgram *vec;
        uint32_t lanes[64];
        for (int l = 0; l < 64; l++) lanes[l] = 1000 + (uint32_t)l;
        CHECK(gcnjit_program_from_words("gfx9", vector_words, sizeof vector_words / 4, 0, &vec));
        CHECK(gcnjit_wave_new("gfx9", &w));
        CHECK(gcnjit_wave_set_vgpr(w, 2, lanes));
        CHECK(gcnjit_wave_set_hooks(w, interp_as_lane_times_3, NULL, NULL));
        CHECK(gcnjit_run(vec, w, GCNJIT_ENGINE_JIT, 0, &out));
        CHECK(gcnjit_wave_get_vgpr(w, 1, lanes));
        /* v1[l] = 3 * l + 1000 + l */
        printf("vgpr: status %d, v1[0] = %u, v1[63] = %u\n", out.status, lanes[0], lanes[63]);
        bad |= !(out.status == GCNJIT_STATUS_ENDPGM && lanes[0] == 1000 && lanes[63] == 1252);
        if (gcnjit_wave_get_vgpr(w, 256, lanes) != GCNJIT_ERR_ARG) bad = 1;
        gcnjit_wave_free(w);
        gcnjit_program_free(vec);
    }

    /* Text, mapped memory and the device region. */
    CHECK(gcnjit_program_from_asm("gfx9",
        "s_load_dword s4, s[2:3], 0x0\n"
        "s_load_dword s5, s[10:11], 0x8\n"
        "s_waitcnt lgkmcnt(0)\n"
        "s_add_u32 s4, s4, s5\n"
        "s_store_dword s4, s[2:3], 0x4\n"
        "s_endpgm\n", 0, &mem));
    CHECK(gcnjit_wave_new("gfx9", &w));
    CHECK(gcnjit_wave_map(w, 0x1000, buf, sizeof buf));
    CHECK(gcnjit_wave_set_sgpr(w, 2, 0x1000));
    CHECK(gcnjit_wave_set_sgpr(w, 10, 0x10000));
    CHECK(gcnjit_wave_set_hooks(w, NULL, on_memory, NULL));
    CHECK(gcnjit_run(mem, w, GCNJIT_ENGINE_JIT, 0, &out));
    CHECK(gcnjit_wave_get_sgpr(w, 5, &s5));
    CHECK(gcnjit_wave_read(w, 0x1000, buf, sizeof buf));
    /* s5 = 0x10008 + 1 from the device; the store writes 1 + 0x10009 at 0x1004. */
    printf("memory: status %d, s5 = 0x%x, stored 0x%02x%02x%02x%02x\n", out.status, s5, buf[7],
           buf[6], buf[5], buf[4]);
    bad |= !(out.status == GCNJIT_STATUS_ENDPGM && s5 == 0x10009 && buf[4] == 0x0a &&
             buf[5] == 0x00 && buf[6] == 0x01 && buf[7] == 0x00);

    /* A fault is an outcome: the load at 0x2000 is neither mapped nor a device. */
    CHECK(gcnjit_wave_set_sgpr(w, 2, 0x2000));
    CHECK(gcnjit_wave_set_scc_pc(w, 0, 0));
    CHECK(gcnjit_run(mem, w, GCNJIT_ENGINE_INTERP, 0, &out));
    printf("fault: status %d, kind %s, pc 0x%llx: %s\n", out.status, out.kind,
           (unsigned long long)out.pc, out.message);
    bad |= !(out.status == GCNJIT_STATUS_ERROR && strcmp(out.kind, "memory") == 0 && out.pc == 0);

    /* Errors are codes with a message. */
    if (gcnjit_program_from_asm("gfx9", "s_endpgm\ns_bogus s0\n", 0, &loop) != GCNJIT_ERR_ASM) bad = 1;
    printf("asm error: %s\n", gcnjit_last_error());
    if (gcnjit_wave_set_sgpr(w, 128, 0) != GCNJIT_ERR_ARG) bad = 1;

    gcnjit_wave_free(w);
    gcnjit_program_free(mem);
    printf(bad ? "FAILED\n" : "ok\n");
    return bad;
}
