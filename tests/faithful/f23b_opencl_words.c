/* OpenCL C keywords, types and built-in functions used as C identifiers: arrays global, local and
   constant, scalars private and half, a parameter read_only, typedef names float2 and sampler_t, and
   arrays named like the built-ins mad, clamp, mix and get_global_id. */
#include <stdio.h>
#define N 160

typedef double float2;
typedef int sampler_t;

float2 global[N], local[N], constant[N];
float2 mad[N], clamp[N], mix[N];
sampler_t get_global_id[N];

static void blend(int read_only, float2 half) {
  float2 private = 0.25;
#pragma scop
  for (int i = 0; i < read_only; i++) {
    mad[i] = global[i] * local[i] + constant[i];
    clamp[i] = mad[i] < -1 ? -1 : (mad[i] > 1 ? 1 : mad[i]);
    mix[i] = clamp[i] * (1 - half) + global[i] * half + private * get_global_id[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    global[i] = (i % 9) * 0.3 - 1.2;
    local[i] = (i % 4) * 0.5;
    constant[i] = (i % 5) * -0.2;
    get_global_id[i] = i % 3;
  }
  blend(N, 0.3);
  blend(N / 3, 0.8);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += mix[i] * (i + 1) + clamp[i];
  printf("%.12g\n", s);
  return 0;
}
