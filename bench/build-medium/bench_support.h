/* bench_support.h: forced into every file of both builds of a benchmarked program by `-include
   bench_support.h` (gcc and nvcc).  `s2s bench prepare` puts S2S_REGION_BEGIN(); on the line before
   `#pragma scop` and S2S_REGION_END(); on the line after `#pragma endscop`; the CUDA translation calls
   S2S_KERNEL_BEGIN("name") / S2S_KERNEL_END("name") around each kernel launch.  The timers live in
   bench_support.c, compiled once per program, so that a split CUDA build (host .c + .cu) shares them. */
#ifndef S2S_BENCH_SUPPORT_H
#define S2S_BENCH_SUPPORT_H
#ifdef __cplusplus
extern "C" {
#endif
void s2s_bench_region_begin(void);
void s2s_bench_region_end(void);
void s2s_bench_kernel_begin(const char *name);
void s2s_bench_kernel_end(const char *name);
#ifdef __cplusplus
}
#endif
#define S2S_REGION_BEGIN() s2s_bench_region_begin()
#define S2S_REGION_END() s2s_bench_region_end()
#define S2S_KERNEL_BEGIN(name) s2s_bench_kernel_begin(name)
#define S2S_KERNEL_END(name) s2s_bench_kernel_end(name)
#endif
