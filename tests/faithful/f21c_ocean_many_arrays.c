/* An ocean-model-like step with the shape such codes have after years of additions: 40 arrays on one
   2-D grid (16 double, 12 float, 12 int), a time loop whose body is 24 nests and 56 statements in one
   SCoP (fluxes, divergence, vorticity, kinetic energy, pressure, updates, tracer advection in float,
   density, mixing, wet/dry masks, level counts, clamps, boundary copies), then a second SCoP with
   one 2-D nest holding 30 statements that read and write 36 of the arrays. Printed: checksums. */
#include <stdio.h>
#define NY 18
#define NX 22
#define NT 3
static double h[NY][NX];
static double uu[NY][NX];
static double vv[NY][NX];
static double hu[NY][NX];
static double hv[NY][NX];
static double fx[NY][NX];
static double fy[NY][NX];
static double gx[NY][NX];
static double gy[NY][NX];
static double div[NY][NX];
static double vor[NY][NX];
static double ke[NY][NX];
static double pr[NY][NX];
static double hn[NY][NX];
static double un[NY][NX];
static double vn[NY][NX];
static float tf[NY][NX];
static float sf[NY][NX];
static float rho[NY][NX];
static float mix[NY][NX];
static float wx[NY][NX];
static float wy[NY][NX];
static float bt[NY][NX];
static float dz[NY][NX];
static float tn[NY][NX];
static float sn[NY][NX];
static float cfl[NY][NX];
static float visc[NY][NX];
static int mask[NY][NX];
static int kbot[NY][NX];
static int land[NY][NX];
static int flag[NY][NX];
static int cnt[NY][NX];
static int lvl[NY][NX];
static int wet[NY][NX];
static int edge[NY][NX];
static int near[NY][NX];
static int kind[NY][NX];
static int sgn[NY][NX];
static int cls[NY][NX];

int main(void) {
  for (int i = 0; i < NY; i++)
    for (int j = 0; j < NX; j++) {
      h[i][j] = 1.0 + 0.03125 * ((i * 3 + j * 1) % 13);
      uu[i][j] = 1.125 + 0.03125 * ((i * 4 + j * 3) % 13);
      vv[i][j] = 1.25 + 0.03125 * ((i * 5 + j * 5) % 13);
      hu[i][j] = 1.375 + 0.03125 * ((i * 6 + j * 7) % 13);
      hv[i][j] = 1.5 + 0.03125 * ((i * 7 + j * 9) % 13);
      fx[i][j] = 1.625 + 0.03125 * ((i * 8 + j * 11) % 13);
      fy[i][j] = 1.75 + 0.03125 * ((i * 9 + j * 13) % 13);
      gx[i][j] = 1.875 + 0.03125 * ((i * 10 + j * 15) % 13);
      gy[i][j] = 2.0 + 0.03125 * ((i * 11 + j * 17) % 13);
      div[i][j] = 2.125 + 0.03125 * ((i * 12 + j * 19) % 13);
      vor[i][j] = 2.25 + 0.03125 * ((i * 13 + j * 21) % 13);
      ke[i][j] = 2.375 + 0.03125 * ((i * 14 + j * 23) % 13);
      pr[i][j] = 2.5 + 0.03125 * ((i * 15 + j * 25) % 13);
      hn[i][j] = 2.625 + 0.03125 * ((i * 16 + j * 27) % 13);
      un[i][j] = 2.75 + 0.03125 * ((i * 17 + j * 29) % 13);
      vn[i][j] = 2.875 + 0.03125 * ((i * 18 + j * 31) % 13);
      tf[i][j] = 0.5f + 0.0625f * (float)((i + 0 * j) % 7);
      sf[i][j] = 0.75f + 0.0625f * (float)((i + 1 * j) % 7);
      rho[i][j] = 1.0f + 0.0625f * (float)((i + 2 * j) % 7);
      mix[i][j] = 1.25f + 0.0625f * (float)((i + 3 * j) % 7);
      wx[i][j] = 1.5f + 0.0625f * (float)((i + 4 * j) % 7);
      wy[i][j] = 1.75f + 0.0625f * (float)((i + 5 * j) % 7);
      bt[i][j] = 2.0f + 0.0625f * (float)((i + 6 * j) % 7);
      dz[i][j] = 2.25f + 0.0625f * (float)((i + 7 * j) % 7);
      tn[i][j] = 2.5f + 0.0625f * (float)((i + 8 * j) % 7);
      sn[i][j] = 2.75f + 0.0625f * (float)((i + 9 * j) % 7);
      cfl[i][j] = 3.0f + 0.0625f * (float)((i + 10 * j) % 7);
      visc[i][j] = 3.25f + 0.0625f * (float)((i + 11 * j) % 7);
      mask[i][j] = (i * 1 + j * 2) % 3;
      kbot[i][j] = (i * 2 + j * 3) % 4;
      land[i][j] = (i * 3 + j * 4) % 5;
      flag[i][j] = (i * 4 + j * 5) % 6;
      cnt[i][j] = (i * 5 + j * 6) % 7;
      lvl[i][j] = (i * 6 + j * 7) % 8;
      wet[i][j] = (i * 7 + j * 8) % 9;
      edge[i][j] = (i * 8 + j * 9) % 10;
      near[i][j] = (i * 9 + j * 10) % 11;
      kind[i][j] = (i * 10 + j * 11) % 12;
      sgn[i][j] = (i * 11 + j * 12) % 13;
      cls[i][j] = (i * 12 + j * 13) % 14;
    }
#pragma scop
  for (int t = 0; t < NT; t++) {
    for (int i = 0; i < NY; i++)
      for (int j = 0; j < NX; j++) {
        hu[i][j] = h[i][j] * uu[i][j];
        hv[i][j] = h[i][j] * vv[i][j];
      }
    for (int i = 0; i < NY; i++)
      for (int j = 1; j < NX; j++)
        fx[i][j] = 0.5 * (hu[i][j] + hu[i][j - 1]) * (mask[i][j] & 1);
    for (int i = 1; i < NY; i++)
      for (int j = 0; j < NX; j++)
        fy[i][j] = 0.5 * (hv[i][j] + hv[i - 1][j]) * (mask[i][j] & 1);
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        div[i][j] = fx[i][j + 1] - fx[i][j] + fy[i + 1][j] - fy[i][j];
        vor[i][j] = (vv[i][j + 1] - vv[i][j - 1]) - (uu[i + 1][j] - uu[i - 1][j]);
      }
    for (int i = 0; i < NY; i++)
      for (int j = 0; j < NX; j++) {
        ke[i][j] = 0.5 * (uu[i][j] * uu[i][j] + vv[i][j] * vv[i][j]);
        pr[i][j] = 9.81 * h[i][j] + (double)rho[i][j] * 0.001;
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        gx[i][j] = (pr[i][j + 1] - pr[i][j - 1]) * 0.5 + (ke[i][j + 1] - ke[i][j - 1]) * 0.5;
        gy[i][j] = (pr[i + 1][j] - pr[i - 1][j]) * 0.5 + (ke[i + 1][j] - ke[i - 1][j]) * 0.5;
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        hn[i][j] = h[i][j] - 0.01 * div[i][j];
        un[i][j] = uu[i][j] - 0.001 * gx[i][j] + 0.0001 * vor[i][j] * vv[i][j];
        vn[i][j] = vv[i][j] - 0.001 * gy[i][j] - 0.0001 * vor[i][j] * uu[i][j];
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        wet[i][j] = hn[i][j] > 1.5 ? 1 : 0;
        land[i][j] = 1 - wet[i][j];
        flag[i][j] = (wet[i][j] << 2) | (kind[i][j] & 3);
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        h[i][j] = wet[i][j] ? hn[i][j] : 1.5;
        uu[i][j] = wet[i][j] ? un[i][j] : 0.0;
        vv[i][j] = wet[i][j] ? vn[i][j] : 0.0;
      }
    for (int i = 0; i < NY; i++) {
      h[i][0] = h[i][1];
      h[i][NX - 1] = h[i][NX - 2];
    }
    for (int j = 0; j < NX; j++) {
      h[0][j] = h[1][j];
      h[NY - 1][j] = h[NY - 2][j];
    }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        wx[i][j] = (float)(0.5 * (uu[i][j] + uu[i][j - 1]));
        wy[i][j] = (float)(0.5 * (vv[i][j] + vv[i - 1][j]));
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        tn[i][j] = tf[i][j] - 0.05f * (wx[i][j] * (tf[i][j + 1] - tf[i][j - 1]) + wy[i][j] * (tf[i + 1][j] - tf[i - 1][j]));
        sn[i][j] = sf[i][j] - 0.05f * (wx[i][j] * (sf[i][j + 1] - sf[i][j - 1]) + wy[i][j] * (sf[i + 1][j] - sf[i - 1][j]));
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        rho[i][j] = 1000.0f - 0.2f * tn[i][j] + 0.8f * sn[i][j];
        mix[i][j] = visc[i][j] * (rho[i][j] > 1001.0f ? 2.0f : 0.5f);
        dz[i][j] = bt[i][j] * 0.5f + mix[i][j] * 0.25f;
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        tf[i][j] = tn[i][j] + mix[i][j] * 0.01f * (tn[i][j] - sn[i][j]);
        sf[i][j] = sn[i][j];
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        cfl[i][j] = (float)(uu[i][j] < 0 ? -uu[i][j] : uu[i][j]) + (float)(vv[i][j] < 0 ? -vv[i][j] : vv[i][j]);
        cls[i][j] = cfl[i][j] > 3.0f ? 2 : cfl[i][j] > 1.0f ? 1 : 0;
      }
    for (int i = 0; i < NY; i++)
      for (int j = 0; j < NX; j++) {
        lvl[i][j] = kbot[i][j] + wet[i][j] * 2 - land[i][j];
        sgn[i][j] = (vor[i][j] > 0) - (vor[i][j] < 0);
      }
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++) {
        near[i][j] = wet[i - 1][j] + wet[i + 1][j] + wet[i][j - 1] + wet[i][j + 1];
        edge[i][j] = wet[i][j] && near[i][j] < 4;
      }
    for (int i = 0; i < NY; i++)
      for (int j = 0; j < NX; j++)
        cnt[i][j] = cnt[i][j] + edge[i][j] + (sgn[i][j] > 0);
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < NY - 1; i++)
    for (int j = 1; j < NX - 1; j++) {
      hu[i][j] = h[i][j] * 0.5 + uu[i][j];
      hv[i][j] = h[i][j] * 0.5 + vv[i][j];
      fx[i][j] = hu[i][j] - hv[i][j] + (double)tf[i][j];
      fy[i][j] = hu[i][j] + hv[i][j] - (double)sf[i][j];
      gx[i][j] = fx[i][j] * (double)wx[i][j];
      gy[i][j] = fy[i][j] * (double)wy[i][j];
      div[i][j] = gx[i][j] + gy[i][j] + mask[i][j];
      vor[i][j] = gx[i][j] - gy[i][j] - kbot[i][j];
      ke[i][j] = div[i][j] * div[i][j] + vor[i][j] * vor[i][j];
      pr[i][j] = ke[i][j] * (double)rho[i][j] * 1e-3;
      hn[i][j] = pr[i][j] + h[i][j] * lvl[i][j];
      un[i][j] = hn[i][j] - uu[i][j] * cls[i][j];
      vn[i][j] = hn[i][j] - vv[i][j] * sgn[i][j];
      mix[i][j] = (float)(un[i][j] * 0.01) + bt[i][j];
      dz[i][j] = mix[i][j] * dz[i][j] + (float)near[i][j];
      tn[i][j] = dz[i][j] - tf[i][j];
      sn[i][j] = dz[i][j] + sf[i][j];
      cfl[i][j] = tn[i][j] * sn[i][j] * 0.001f;
      visc[i][j] = cfl[i][j] + (float)edge[i][j];
      rho[i][j] = rho[i][j] - visc[i][j];
      flag[i][j] = flag[i][j] ^ (edge[i][j] << 1);
      cnt[i][j] = cnt[i][j] + (flag[i][j] & 5);
      kind[i][j] = (kind[i][j] + cnt[i][j]) % 4;
      lvl[i][j] = lvl[i][j] > 3 ? 3 : lvl[i][j];
      near[i][j] = near[i][j] * 2 - wet[i][j];
      land[i][j] = land[i][j] | (near[i][j] < 0);
      sgn[i][j] = -sgn[i][j];
      cls[i][j] = cls[i][j] + kind[i][j] - land[i][j];
      wx[i][j] = (float)vn[i][j] * 0.5f;
      wy[i][j] = (float)un[i][j] * 0.5f - wx[i][j];
    }
#pragma endscop
  double sd = 0.0, sf2 = 0.0;
  long si = 0;
  for (int i = 0; i < NY; i++)
    for (int j = 0; j < NX; j++) {
      int wgt = 1 + (i * 3 + j) % 7;
      sd += h[i][j] * wgt;
      sd += uu[i][j] * wgt;
      sd += vv[i][j] * wgt;
      sd += hu[i][j] * wgt;
      sd += hv[i][j] * wgt;
      sd += fx[i][j] * wgt;
      sd += fy[i][j] * wgt;
      sd += gx[i][j] * wgt;
      sd += gy[i][j] * wgt;
      sd += div[i][j] * wgt;
      sd += vor[i][j] * wgt;
      sd += ke[i][j] * wgt;
      sd += pr[i][j] * wgt;
      sd += hn[i][j] * wgt;
      sd += un[i][j] * wgt;
      sd += vn[i][j] * wgt;
      sf2 += (double)tf[i][j] * wgt;
      sf2 += (double)sf[i][j] * wgt;
      sf2 += (double)rho[i][j] * wgt;
      sf2 += (double)mix[i][j] * wgt;
      sf2 += (double)wx[i][j] * wgt;
      sf2 += (double)wy[i][j] * wgt;
      sf2 += (double)bt[i][j] * wgt;
      sf2 += (double)dz[i][j] * wgt;
      sf2 += (double)tn[i][j] * wgt;
      sf2 += (double)sn[i][j] * wgt;
      sf2 += (double)cfl[i][j] * wgt;
      sf2 += (double)visc[i][j] * wgt;
      si += (long)mask[i][j] * wgt;
      si += (long)kbot[i][j] * wgt;
      si += (long)land[i][j] * wgt;
      si += (long)flag[i][j] * wgt;
      si += (long)cnt[i][j] * wgt;
      si += (long)lvl[i][j] * wgt;
      si += (long)wet[i][j] * wgt;
      si += (long)edge[i][j] * wgt;
      si += (long)near[i][j] * wgt;
      si += (long)kind[i][j] * wgt;
      si += (long)sgn[i][j] * wgt;
      si += (long)cls[i][j] * wgt;
    }
  printf("%.17g\n%.17g\n%ld\n", sd, sf2, si);
  return 0;
}
