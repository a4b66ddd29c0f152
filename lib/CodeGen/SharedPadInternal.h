//===- SharedPadInternal.h - smemvec-pad's bank-conflict model ------------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The decisions of smemvec-pad that need no IR: the block shape a kernel's
// attributes name, the bank-conflict model of one warp's access, the
// layouts a remedy may give a tile and the choice between them. Kept here
// so the unit tests can pin them (unittests/SharedPadTest.cpp). The pass
// (SharedPad.cpp) turns every access into an AccessModel and applies the
// Decision.
//
// The model (NVIDIA's shared memory, sm_50 to sm_100): 32 banks of 4-byte
// words, bank = (byte address / 4) mod 32. A warp's access is served in
// phases: 32 lanes at once for 1-, 2- and 4-byte accesses, two half warps
// for 8-byte and four quarter warps for 16-byte accesses. In a phase the
// lanes that touch distinct words of one bank are served one after the
// other (lanes reading the same word share it), so a phase takes as many
// wavefronts as the busiest bank has distinct words. An access's conflicts
// are its wavefronts minus its phases (what ncu's
// l1tex__data_bank_conflicts_pipe_lsu_mem_shared_* counts).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDPADINTERNAL_H
#define SMEMVEC_LIB_SHAREDPADINTERNAL_H

#include "Analysis/GPULimits.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>

namespace smemvec {
namespace pad {

// The hardware numbers are the GPU model's (Analysis/GPULimits.h).
using gpu::WarpSize;
constexpr unsigned NumBanks = gpu::SharedBanks;
constexpr unsigned BankBytes = gpu::SharedBankBytes;
/// The bytes one wavefront serves: 32 banks of one word.
constexpr unsigned WavefrontBytes = NumBanks * BankBytes;
/// Threads per block on every sm_XX (a larger shape is not a real launch).
constexpr unsigned MaxBlockThreads = gpu::MaxThreadsPerBlock;
/// The widest pad tried: one 16-byte vector (what keeps ld.shared.v4 legal).
constexpr unsigned MaxPadBytes = 16;

/// The threads of a block, in CUDA's order (x fastest). A shape is known
/// only when the kernel says so: `nvvm.reqntid`, assumptions on blockDim,
/// or a 1-D kernel (one that never reads threadIdx.y/z), whose warps are
/// 32 consecutive threadIdx.x values whatever blockDim.x is (modeled as
/// one warp, X = 32: every warp of a 1-D block has the same lane offsets).
struct BlockShape {
  unsigned X = 0, Y = 1, Z = 1;
  unsigned threads() const { return X * Y * Z; }
  unsigned warps() const { return (threads() + WarpSize - 1) / WarpSize; }
};

/// "x[,y[,z]]" (the value of the `nvvm.reqntid` function attribute) as a
/// shape; empty when malformed or larger than a block can be.
inline std::optional<BlockShape> parseShape(llvm::StringRef Value) {
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  Value.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return std::nullopt;
  unsigned Dims[3] = {1, 1, 1};
  for (unsigned I = 0; I < Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(10, Dims[I]) || Dims[I] == 0)
      return std::nullopt;
  BlockShape S{Dims[0], Dims[1], Dims[2]};
  if (uint64_t(S.X) * S.Y * S.Z > MaxBlockThreads)
    return std::nullopt;
  return S;
}

/// One access of a tile as the model sees it: the row and the byte column
/// are affine in threadIdx (x, y, z); everything uniform across a warp
/// (loop counters, blockIdx, kernel arguments) is left out because it moves
/// every lane by the same amount, except the constants (RowConst, ColConst),
/// which decide where a swizzle and a narrow access land.
struct AccessModel {
  int64_t RowCoef[3] = {0, 0, 0}; ///< rows per threadIdx.{x,y,z}
  int64_t ColCoef[3] = {0, 0, 0}; ///< bytes per threadIdx.{x,y,z}
  int64_t RowConst = 0;
  int64_t ColConst = 0;
  unsigned Size = 4; ///< bytes accessed (1, 2, 4, 8 or 16)
};

/// A layout of a tile: rows of PitchBytes, and (Swizzle) the column's
/// Granule-byte chunk XORed with the row's low bits (row mod Mask + 1).
struct Layout {
  uint64_t PitchBytes = 0;
  unsigned Granule = 0; ///< 0: no swizzle
  unsigned Mask = 0;    ///< chunk ^= row & Mask (Mask + 1 a power of two)
};

/// Byte offset of (Row, Col) in \p L; exactly what the rewrite computes
/// (two's complement AND for the swizzle of a negative row).
inline int64_t byteOffset(const Layout &L, int64_t Row, int64_t Col) {
  if (L.Granule) {
    int64_t Chunk = Col / L.Granule, InChunk = Col % L.Granule;
    Col = ((Chunk ^ (Row & int64_t(L.Mask))) * L.Granule) + InChunk;
  }
  return Row * int64_t(L.PitchBytes) + Col;
}

/// Lanes served together for an access of \p Size bytes.
inline unsigned lanesPerPhase(unsigned Size) {
  return Size <= BankBytes ? WarpSize : WarpSize * BankBytes / Size;
}

/// Wavefronts of warp \p Warp's execution of \p A in layout \p L.
inline unsigned warpWavefronts(const AccessModel &A, const Layout &L,
                               const BlockShape &Shape, unsigned Warp) {
  unsigned Threads = Shape.threads();
  unsigned PerPhase = lanesPerPhase(A.Size);
  unsigned Total = 0;
  for (unsigned First = 0; First < WarpSize; First += PerPhase) {
    // Distinct words per bank in this phase.
    llvm::SmallVector<int64_t, 64> Words;
    for (unsigned Lane = First; Lane < First + PerPhase; ++Lane) {
      unsigned Lin = Warp * WarpSize + Lane;
      if (Lin >= Threads)
        break;
      int64_t T[3] = {Lin % Shape.X, (Lin / Shape.X) % Shape.Y,
                      Lin / (Shape.X * Shape.Y)};
      int64_t Row = A.RowConst, Col = A.ColConst;
      for (unsigned D = 0; D < 3; ++D) {
        Row += A.RowCoef[D] * T[D];
        Col += A.ColCoef[D] * T[D];
      }
      int64_t Addr = byteOffset(L, Row, Col);
      for (int64_t W = llvm::divideFloorSigned(Addr, BankBytes);
           W <= llvm::divideFloorSigned(Addr + A.Size - 1, BankBytes); ++W)
        Words.push_back(W);
    }
    if (Words.empty())
      continue;
    llvm::sort(Words);
    Words.erase(std::unique(Words.begin(), Words.end()), Words.end());
    unsigned PerBank[NumBanks] = {};
    unsigned Busiest = 0;
    for (int64_t W : Words) {
      unsigned Bank = unsigned(((W % NumBanks) + NumBanks) % NumBanks);
      Busiest = std::max(Busiest, ++PerBank[Bank]);
    }
    Total += Busiest;
  }
  return Total;
}

/// Phases of a warp's access of \p Size bytes (its conflict-free wavefronts).
inline unsigned warpPhases(const AccessModel &A, const BlockShape &Shape,
                           unsigned Warp) {
  unsigned Active = std::min(WarpSize, Shape.threads() - Warp * WarpSize);
  unsigned PerPhase = lanesPerPhase(A.Size);
  return (Active + PerPhase - 1) / PerPhase;
}

/// Extra wavefronts (bank conflicts) of one block executing \p A once in
/// layout \p L.
inline uint64_t accessConflicts(const AccessModel &A, const Layout &L,
                                const BlockShape &Shape) {
  uint64_t Conflicts = 0;
  for (unsigned W = 0; W < Shape.warps(); ++W)
    Conflicts += warpWavefronts(A, L, Shape, W) - warpPhases(A, Shape, W);
  return Conflicts;
}

/// Extra wavefronts (bank conflicts) of one block executing each access of
/// \p Accesses once in layout \p L: the number the remarks report.
inline uint64_t blockConflicts(llvm::ArrayRef<AccessModel> Accesses,
                               const Layout &L, const BlockShape &Shape) {
  uint64_t Conflicts = 0;
  for (const AccessModel &A : Accesses)
    Conflicts += accessConflicts(A, L, Shape);
  return Conflicts;
}

/// Conflict-free wavefronts (phases) of one block executing each access of
/// \p Accesses once: wavefronts = phases + conflicts (advice remarks say
/// both).
inline uint64_t blockPhases(llvm::ArrayRef<AccessModel> Accesses,
                            const BlockShape &Shape) {
  uint64_t Phases = 0;
  for (const AccessModel &A : Accesses)
    for (unsigned W = 0; W < Shape.warps(); ++W)
      Phases += warpPhases(A, Shape, W);
  return Phases;
}

/// What the pass knows about one tile whose accesses it fully understands.
struct TileFacts {
  uint64_t PitchBytes = 0; ///< bytes of one row (the innermost array)
  uint64_t Rows = 0;       ///< rows of the whole object
  uint64_t ElemBytes = 0;  ///< bytes of the row's element type
  /// Per kernel that uses the tile: its shape and the tile's accesses there.
  struct KernelUse {
    BlockShape Shape;
    llvm::SmallVector<AccessModel, 8> Accesses;
  };
  llvm::SmallVector<KernelUse, 1> Uses;
  /// Largest alignment an access of the tile has or will get from
  /// vectorization (16 where two accesses of one block lie within one
  /// 16-byte window of a row): every row must keep it.
  uint64_t KeepAlign = 4;
  /// Every access's column is a multiple of its size, so no access
  /// straddles a swizzle chunk of KeepAlign bytes (the swizzle's
  /// precondition; the pass proves it).
  bool UniformGranule = false;
  /// The object may grow: false for dynamic shared memory (`extern
  /// __shared__`), whose size is the launch's, so only a swizzle (no extra
  /// bytes) may change its layout; Rows is then 0 (unknown).
  bool CanGrow = true;
};

enum class Remedy { None, Pad, Swizzle };

/// Why a tile keeps its layout (the missed remark's name in brackets).
enum class Leave {
  Nothing,     ///< a remedy was chosen
  NoConflicts, ///< no access conflicts (LeftNoConflict)
  NoGain,      ///< no layout tried has fewer conflicts (LeftNoGain)
  StaticLimit, ///< every better layout breaks the 48 KB limit (LeftStaticLimit)
  Occupancy,   ///< ... or lowers the blocks per SM (LeftOccupancy)
};

struct Decision {
  Remedy Kind = Remedy::None;
  Leave Why = Leave::Nothing;
  Layout New;              ///< the chosen layout (Kind != None)
  uint64_t Before = 0;     ///< modeled conflicts per block, stock layout
  uint64_t After = 0;      ///< ... in the chosen layout
  uint64_t ExtraBytes = 0; ///< shared bytes the layout adds (padding)
};

/// The block shape advice assumes for a kernel that names none (a remark
/// only, never a rewrite): `dim3(32, 8)`, the commonest 2-D launch; every
/// warp is one row of 32 threadIdx.x, as for any blockDim.x == 32.
constexpr BlockShape AdviceShape{WarpSize, 8, 1};

/// Modeled conflicts of every use of \p T in layout \p L.
inline uint64_t tileConflicts(const TileFacts &T, const Layout &L) {
  uint64_t C = 0;
  for (const TileFacts::KernelUse &U : T.Uses)
    C += blockConflicts(U.Accesses, L, U.Shape);
  return C;
}

/// The pads worth trying: multiples of the alignment the rows must keep
/// (at least one word and one element), at most MaxPadBytes, smallest first.
inline llvm::SmallVector<uint64_t, 4> padCandidates(const TileFacts &T) {
  uint64_t Unit = std::max<uint64_t>({BankBytes, T.ElemBytes, T.KeepAlign});
  llvm::SmallVector<uint64_t, 4> Pads;
  if (T.PitchBytes % Unit != 0)
    return Pads; // rows are not aligned to it today: nothing to keep
  for (uint64_t P = Unit; P <= MaxPadBytes; P += Unit)
    if (P % T.ElemBytes == 0)
      Pads.push_back(P);
  return Pads;
}

/// The swizzle of \p T, if it has one: rows of W = pitch / granule chunks,
/// W a power of two of at least 2, chunk ^= row mod min(W, chunks per
/// wavefront). The XOR stays inside the row because the mask is below W.
inline std::optional<Layout> swizzleLayout(const TileFacts &T,
                                           unsigned Granule) {
  if (!T.UniformGranule || Granule < BankBytes || Granule > MaxPadBytes ||
      T.PitchBytes % Granule != 0)
    return std::nullopt;
  uint64_t W = T.PitchBytes / Granule;
  if (W < 2 || !llvm::isPowerOf2_64(W))
    return std::nullopt;
  uint64_t Span = std::min<uint64_t>(W, WavefrontBytes / Granule);
  return Layout{T.PitchBytes, Granule, unsigned(Span - 1)};
}

/// The remedy for \p T: the pad with the fewest conflicts (smallest first
/// on a tie) that \p FitsExtra accepts (it answers the 48 KB limit and the
/// occupancy step for that many extra bytes: Leave::Nothing when it fits);
/// else the swizzle (no extra bytes) when it has fewer conflicts; else none.
/// An object that cannot grow (dynamic shared memory) is never padded.
/// A pad is preferred to an equally good swizzle: its address arithmetic is
/// one multiply-add per access, the swizzle's an AND, an XOR and a shift.
inline Decision decide(const TileFacts &T, unsigned Granule,
                       const std::function<Leave(uint64_t)> &FitsExtra) {
  Decision D;
  Layout Stock{T.PitchBytes, 0, 0};
  D.Before = D.After = tileConflicts(T, Stock);
  if (D.Before == 0) {
    D.Why = Leave::NoConflicts;
    return D;
  }
  std::optional<Layout> BestPad;
  uint64_t BestPadConflicts = D.Before;
  Leave BudgetWhy = Leave::Nothing;
  llvm::SmallVector<uint64_t, 4> Pads;
  if (T.CanGrow)
    Pads = padCandidates(T);
  for (uint64_t P : Pads) {
    Layout L{T.PitchBytes + P, 0, 0};
    uint64_t C = tileConflicts(T, L);
    if (C >= BestPadConflicts)
      continue;
    Leave Fit = FitsExtra(T.Rows * P);
    if (Fit != Leave::Nothing) {
      BudgetWhy = Fit;
      continue;
    }
    BestPad = L;
    BestPadConflicts = C;
  }
  std::optional<Layout> Swz = swizzleLayout(T, Granule);
  uint64_t SwzConflicts = Swz ? tileConflicts(T, *Swz) : D.Before;
  if (BestPad && BestPadConflicts <= SwzConflicts) {
    D.Kind = Remedy::Pad;
    D.New = *BestPad;
    D.After = BestPadConflicts;
    D.ExtraBytes = T.Rows * (BestPad->PitchBytes - T.PitchBytes);
    return D;
  }
  if (Swz && SwzConflicts < D.Before) {
    D.Kind = Remedy::Swizzle;
    D.New = *Swz;
    D.After = SwzConflicts;
    return D;
  }
  D.Why = BudgetWhy != Leave::Nothing ? BudgetWhy : Leave::NoGain;
  return D;
}

/// The extra bytes of one member of a group of tiles that get one layout
/// (ping-pong buffers joined by a phi or select): the group's decision
/// counts the rows of all of them (TileFacts::Rows is their sum), and each
/// member grows by the pad of each of its own \p MemberRows rows.
inline uint64_t memberExtraBytes(uint64_t GroupExtra, uint64_t GroupRows,
                                 uint64_t MemberRows) {
  return GroupRows ? GroupExtra / GroupRows * MemberRows : 0;
}

/// What one access says about the block shape of a kernel that names none:
/// its model and the steps its loops take (rows and bytes per iteration).
struct ShapeEvidence {
  AccessModel Model;
  llvm::SmallVector<int64_t, 2> RowSteps; ///< rows per iteration of a loop
  llvm::SmallVector<int64_t, 2> ColSteps; ///< bytes per iteration of a loop
};

/// The block shape the index arithmetic of a kernel's tiles implies, the
/// one smemvec-pad versions the kernel on (the check at entry makes it a
/// fact; a wrong guess costs only the copy). Per dimension D of x and y,
/// from the accesses whose row (column) moves by c rows (bytes) per
/// threadIdx.D:
///  1. a step: a loop's step, or the difference of the constants of two
///     accesses alike but for that constant (the unrolled `tile[ty + 8 *
///     i][tx]`), divided by c: the threads that cover it side by side; the
///     commonest step wins (the smallest on a tie);
///  2. else the extent: the rows, or the row's bytes, divided by c (the
///     tile width is blockDim.x when threadIdx.x walks the row).
/// x defaults to one warp, y to 1 when no access names it. Empty when the
/// shape is not a block (over MaxBlockThreads) or not a tiled one (under a
/// warp: a stencil's halo offsets, `tile[ty + 1][tx]`, are steps of 1).
inline std::optional<BlockShape>
impliedShape(llvm::ArrayRef<ShapeEvidence> Accesses, uint64_t PitchBytes,
             uint64_t Rows) {
  auto Dimension = [&](unsigned D) -> std::optional<uint64_t> {
    llvm::SmallVector<uint64_t, 8> Steps, Extents;
    auto Note = [](llvm::SmallVectorImpl<uint64_t> &Out, int64_t Span,
                   int64_t Coef) {
      if (Coef > 0 && Span > 0 && Span % Coef == 0)
        Out.push_back(uint64_t(Span / Coef));
    };
    for (const ShapeEvidence &A : Accesses) {
      const AccessModel &M = A.Model;
      for (int64_t S : A.RowSteps)
        Note(Steps, S < 0 ? -S : S, M.RowCoef[D]);
      for (int64_t S : A.ColSteps)
        Note(Steps, S < 0 ? -S : S, M.ColCoef[D]);
      Note(Extents, int64_t(Rows), M.RowCoef[D]);
      Note(Extents, int64_t(PitchBytes), M.ColCoef[D]);
      // The nearest access alike but for one constant: its distance.
      for (bool OnRows : {true, false}) {
        int64_t Coef = OnRows ? M.RowCoef[D] : M.ColCoef[D];
        int64_t Nearest = 0;
        for (const ShapeEvidence &B : Accesses) {
          const AccessModel &N = B.Model;
          if (!std::equal(M.RowCoef, M.RowCoef + 3, N.RowCoef) ||
              !std::equal(M.ColCoef, M.ColCoef + 3, N.ColCoef) ||
              M.Size != N.Size ||
              (OnRows ? M.ColConst != N.ColConst : M.RowConst != N.RowConst))
            continue;
          int64_t Diff =
              OnRows ? N.RowConst - M.RowConst : N.ColConst - M.ColConst;
          if (Diff > 0 && (!Nearest || Diff < Nearest))
            Nearest = Diff;
        }
        Note(Steps, Nearest, Coef);
      }
    }
    llvm::SmallVectorImpl<uint64_t> &From = Steps.empty() ? Extents : Steps;
    if (From.empty())
      return std::nullopt;
    llvm::sort(From);
    uint64_t Best = From.front(), BestVotes = 0;
    for (size_t I = 0; I < From.size();) {
      size_t J = I;
      while (J < From.size() && From[J] == From[I])
        ++J;
      if (J - I > BestVotes) {
        Best = From[I];
        BestVotes = J - I;
      }
      I = J;
    }
    return Best;
  };
  uint64_t X = Dimension(0).value_or(WarpSize);
  uint64_t Y = Dimension(1).value_or(1);
  if (X * Y < WarpSize || X * Y > MaxBlockThreads)
    return std::nullopt;
  return BlockShape{unsigned(X), unsigned(Y), 1};
}

/// Whether a launch of \p S can pass a kernel's nvvm.maxntid: \p MaxThreads
/// threads in all (0: no bound) and \p MaxDims per dimension (0: none).
/// A version check for a shape that fails this is never made.
inline bool shapeWithin(const BlockShape &S, unsigned MaxThreads,
                        const unsigned MaxDims[3]) {
  const unsigned Ext[3] = {S.X, S.Y, S.Z};
  for (unsigned D = 0; D < 3; ++D)
    if (MaxDims[D] && Ext[D] > MaxDims[D])
      return false;
  return !MaxThreads || S.threads() <= MaxThreads;
}

/// Splits \p Coef (bytes per unit of some index) into whole rows and a
/// column remainder in [0, PitchBytes): Coef = Rows * PitchBytes + Col.
/// With every access's column proven inside [0, pitch - size], such a
/// split names the access's true row and column whatever the source wrote
/// (t[i][i] is 1 row + 4 bytes per i).
inline void splitCoefficient(int64_t Coef, uint64_t PitchBytes, int64_t &Rows,
                             int64_t &Col) {
  Rows = llvm::divideFloorSigned(Coef, int64_t(PitchBytes));
  Col = Coef - Rows * int64_t(PitchBytes);
}

} // namespace pad
} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDPADINTERNAL_H
