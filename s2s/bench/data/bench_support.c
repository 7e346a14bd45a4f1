/* bench_support.c: the region and kernel timers behind bench_support.h.

   Region time: a monotonic clock read at S2S_REGION_BEGIN and S2S_REGION_END, summed over every execution
   of the region in the run.  The CUDA build (-DS2S_BENCH_CUDA) creates the CUDA context with cudaFree(0)
   on the first S2S_REGION_BEGIN, before the clock is read, and synchronises the device before reading it
   at S2S_REGION_END: region time = allocation + transfers + kernels, without context start-up.

   Kernel time (CUDA build): a pair of cudaEvents recorded around each launch; the pairs are summed at
   S2S_REGION_END after the clock is read (or when the pool of S2S_BENCH_EVENT_PAIRS pairs is full, which
   synchronises once per that many launches).  S2S_BENCH_KERNEL_EVENTS=0 in the environment records none
   (kernel_total_s=0, launches=0): the region time then carries no event overhead.

   The first S2S_BENCH_TIMERS executions of the region are also kept one by one, for their minimum and
   median (a program that runs its region more often than that: build with a larger -DS2S_BENCH_TIMERS=N,
   `s2s bench prepare --timers N`).  At exit, one line goes to stderr:

   S2S_BENCH executions=E region_total_s=T region_min_s=A region_median_s=M kernel_total_s=K launches=L
             timers=S dropped=D
*/
#define _POSIX_C_SOURCE 199309L
/* A CUDA translation that offloads nothing (every SCoP kept on the host) makes no CUDA call, so the user's
   program never creates a context: run.py builds it with -DS2S_BENCH_HOST_ONLY and the timers do not
   create one either (a context's driver threads measurably slowed host loops in some runs). */
#ifdef S2S_BENCH_HOST_ONLY
#undef S2S_BENCH_CUDA
#endif
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "bench_support.h"
#ifdef S2S_BENCH_CUDA
#include <cuda_runtime_api.h>
#endif

#ifndef S2S_BENCH_TIMERS
#define S2S_BENCH_TIMERS 4096
#endif
#ifndef S2S_BENCH_EVENT_PAIRS
#define S2S_BENCH_EVENT_PAIRS 1024
#endif

static int s2s_started, s2s_in_region;
static double s2s_t0, s2s_total, s2s_min = -1.0, s2s_kernel_total;
static long s2s_executions, s2s_launches, s2s_dropped;
static double s2s_times[S2S_BENCH_TIMERS];

static double s2s_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int s2s_cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

#ifdef S2S_BENCH_CUDA
static cudaEvent_t s2s_ev_begin[S2S_BENCH_EVENT_PAIRS], s2s_ev_end[S2S_BENCH_EVENT_PAIRS];
static int s2s_pairs, s2s_open, s2s_events_off;

static void s2s_cuda(cudaError_t e, const char *what)
{
  if (e != cudaSuccess) {
    fprintf(stderr, "s2s bench: CUDA error in %s: %s\n", what, cudaGetErrorString(e));
    exit(EXIT_FAILURE);
  }
}

/* Sum the elapsed times of the recorded pairs (their end events must be complete) and free the pool. */
static void s2s_collect(void)
{
  int i;
  if (s2s_pairs == 0)
    return;
  s2s_cuda(cudaEventSynchronize(s2s_ev_end[s2s_pairs - 1]), "event synchronisation");
  for (i = 0; i < s2s_pairs; i++) {
    float ms = 0.0f;
    s2s_cuda(cudaEventElapsedTime(&ms, s2s_ev_begin[i], s2s_ev_end[i]), "cudaEventElapsedTime");
    s2s_kernel_total += 1e-3 * (double)ms;
  }
  s2s_pairs = 0;
}
#endif

static void s2s_report(void)
{
  double median = 0.0;
  long kept = s2s_executions < S2S_BENCH_TIMERS ? s2s_executions : S2S_BENCH_TIMERS;
#ifdef S2S_BENCH_CUDA
  s2s_collect();
#endif
  if (kept > 0) {
    qsort(s2s_times, (size_t)kept, sizeof s2s_times[0], s2s_cmp);
    median = kept % 2 ? s2s_times[kept / 2] : 0.5 * (s2s_times[kept / 2 - 1] + s2s_times[kept / 2]);
  }
  fprintf(stderr, "S2S_BENCH executions=%ld region_total_s=%.9e region_min_s=%.9e region_median_s=%.9e "
          "kernel_total_s=%.9e launches=%ld timers=%d dropped=%ld\n",
          s2s_executions, s2s_total, s2s_min < 0 ? 0.0 : s2s_min, median, s2s_kernel_total, s2s_launches,
          (int)S2S_BENCH_TIMERS, s2s_dropped);
}

static void s2s_start(void)
{
  s2s_started = 1;
#ifdef S2S_BENCH_CUDA
  {
    int i;
    const char *ev = getenv("S2S_BENCH_KERNEL_EVENTS");
    s2s_events_off = ev != NULL && ev[0] == '0';
    s2s_cuda(cudaFree(0), "creation of the CUDA context");
    for (i = 0; i < S2S_BENCH_EVENT_PAIRS; i++) {
      s2s_cuda(cudaEventCreate(&s2s_ev_begin[i]), "cudaEventCreate");
      s2s_cuda(cudaEventCreate(&s2s_ev_end[i]), "cudaEventCreate");
    }
  }
#endif
  atexit(s2s_report);
}

void s2s_bench_region_begin(void)
{
  if (!s2s_started)
    s2s_start();
  if (s2s_in_region) {
    fprintf(stderr, "s2s bench: S2S_REGION_BEGIN inside a timed region: the inner one is ignored\n");
    return;
  }
  s2s_in_region = 1;
  s2s_t0 = s2s_now();
}

void s2s_bench_region_end(void)
{
  double t;
  if (!s2s_in_region)
    return;
#ifdef S2S_BENCH_CUDA
  s2s_cuda(cudaDeviceSynchronize(), "synchronisation at the end of the region");
#endif
  t = s2s_now() - s2s_t0;
  s2s_in_region = 0;
  s2s_total += t;
  if (s2s_min < 0 || t < s2s_min)
    s2s_min = t;
  if (s2s_executions < S2S_BENCH_TIMERS)
    s2s_times[s2s_executions] = t;
  else
    s2s_dropped++;
  s2s_executions++;
#ifdef S2S_BENCH_CUDA
  s2s_collect();
#endif
}

void s2s_bench_kernel_begin(const char *name)
{
  (void)name;
#ifdef S2S_BENCH_CUDA
  if (!s2s_started)
    s2s_start();
  if (s2s_events_off)
    return;
  if (s2s_pairs == S2S_BENCH_EVENT_PAIRS)
    s2s_collect();
  s2s_cuda(cudaEventRecord(s2s_ev_begin[s2s_pairs], 0), "cudaEventRecord");
  s2s_open = 1;
#endif
}

void s2s_bench_kernel_end(const char *name)
{
  (void)name;
#ifdef S2S_BENCH_CUDA
  if (!s2s_open)
    return;
  s2s_cuda(cudaEventRecord(s2s_ev_end[s2s_pairs], 0), "cudaEventRecord");
  s2s_open = 0;
  s2s_pairs++;
  s2s_launches++;
#endif
}
