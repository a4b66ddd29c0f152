// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A rodinia-style 2-D stencil for the -smemvec-sched=auto measurement
// (bench/results/2026-11-30-h200-sched-auto.md): the shape of rodinia's
// hotspot calculate_temp (16x16 shared tiles of temperature and power, a
// pyramid of `iteration` time steps per launch with __syncthreads between
// them, the double-precision 2.0 literals of the original), written out of
// place: every cell of the n x n grid is computed by exactly one block's
// inner (16 - 2*iteration)^2 square. The chip constants of rodinia's host
// code are computed in the kernel from n so that the suite passes only
// integers. -DHOTSPOT_ITER=k fixes the pyramid height at compile time.
#define BLOCK_SIZE 16
#define MAX_PD (3.0e6)
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))

extern "C" __global__ void hotspot(const float *power, const float *temp_src,
                                   float *temp_dst, int n, int iteration) {
#ifdef HOTSPOT_ITER
  // The pyramid height as a compile-time constant: the time-step loop is
  // fully unrolled (the "unrolled bodies" case of issue 12).
  iteration = HOTSPOT_ITER;
#endif
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE];

  int grid_cols = n, grid_rows = n;
  int border_cols = iteration, border_rows = iteration;
  float t_chip = 0.0005f, chip_height = 0.016f, chip_width = 0.016f;
  float grid_height = chip_height / grid_rows;
  float grid_width = chip_width / grid_cols;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);
  float max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;

  float amb_temp = 80.0;
  float step_div_Cap = step / Cap;
  float Rx_1 = 1 / Rx, Ry_1 = 1 / Ry, Rz_1 = 1 / Rz;
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;

  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty;
  int xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;

  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1)
                      ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1)
                      : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1)
                      ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1)
                      : BLOCK_SIZE - 1;

  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;

  bool computed = false;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) &&
        IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] =
          temp_on_cuda[ty][tx] +
          step_div_Cap *
              (power_on_cuda[ty][tx] +
               (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] -
                2.0 * temp_on_cuda[ty][tx]) * Ry_1 +
               (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] -
                2.0 * temp_on_cuda[ty][tx]) * Rx_1 +
               (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  if (computed)
    temp_dst[index] = temp_t[ty][tx];
}
